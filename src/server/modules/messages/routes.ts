import { createRoute } from "@hono/zod-openapi";
import { FieldErrorBody } from "@/shared/contracts/common";
import { AdminAccessInput, MessageForm, MessageSchema, ThreadParams, ThreadQuery, ThreadSchema } from "@/shared/contracts/messages";
import { DOCUMENT_TYPES } from "@/shared/policy/credentials";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { downloadAttachment, openThreadAsAdmin, postMessage, readThread } from "./service";

const tags = ["messages"];
const binary = { type: "string", format: "binary" } as const;
const Params = ThreadParams.extend({
  subject: ThreadParams.shape.subject.openapi({ param: { name: "subject", in: "path" }, description: "application or contract" }),
  id: ThreadParams.shape.id.openapi({ param: { name: "id", in: "path" }, description: "The application's or the contract's id" }),
});
const refused = {
  401: errorBody("Not signed in"),
  403: errorBody("Not a member of either organisation (an admin: no reason stated in the last hour)"),
  404: errorBody("No such application or contract"),
};
/** The form with its `attachments` described as binary strings (zod's file type has no OpenAPI form of its own). */
const FormBody = MessageForm.safeExtend({ attachments: MessageForm.shape.attachments.openapi({ type: "array", items: binary }) });

/** The private threads of applications and contracts (issue 30 §6). */
export function registerMessagesRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/threads/{subject}/{id}",
      operationId: "readThread",
      tags,
      summary: "A page of a thread's messages, newest first; reading marks them read for the caller",
      middleware: [signedIn] as const,
      request: { params: Params, query: ThreadQuery },
      responses: { 200: json(ThreadSchema, "The thread"), 400: errorBody("Bad kind, id or paging"), ...refused },
    }),
    async (c) => c.json(await readThread(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/threads/{subject}/{id}/messages",
      operationId: "postMessage",
      tags,
      summary: "Write in a thread (members of either organisation but Viewers)",
      description: "multipart/form-data: `body` (1 to 4,000 characters) and up to three `attachments`, each a PDF, PNG or JPEG of at most 10 MB recognised from its bytes. The other side's members are mailed and notified.",
      middleware: [signedIn] as const,
      request: { params: Params, body: { required: true, content: { "multipart/form-data": { schema: FormBody } } } },
      responses: {
        201: json(MessageSchema, "The message"),
        400: json(FieldErrorBody, "Empty or too long text, or an attachment that is too large or of another type"),
        ...refused,
        413: json(FieldErrorBody, "Larger than three 10 MB attachments allow"),
        415: errorBody("Not multipart/form-data"),
      },
    }),
    async (c) => c.json(await postMessage(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("form") }), 201),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/threads/{subject}/{id}/admin-access",
      operationId: "openThreadAsAdmin",
      tags,
      summary: "An admin states why they read a thread; the history records it and the thread opens to them for an hour",
      request: { params: Params, body: jsonBody(AdminAccessInput) },
      responses: { 204: { description: "Recorded" }, 400: errorBody("No reason, or too short"), 401: refused[401], 403: errorBody("Not an admin"), 404: refused[404] },
    }),
    async (c) => {
      signedIn.check(c);
      await openThreadAsAdmin(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/message-attachments/{id}",
      operationId: "downloadMessageAttachment",
      tags,
      summary: "Download a message's attachment",
      description: "Whoever may read its thread, always as an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`).",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: { 200: { description: "The file's bytes", content: Object.fromEntries(Object.keys(DOCUMENT_TYPES).map((type) => [type, { schema: binary }])) }, 400: errorBody("Invalid id"), ...refused },
    }),
    async (c) => {
      const { content, headers } = await downloadAttachment(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(content as Uint8Array<ArrayBuffer>, 200, headers);
    },
  );
}
