import { createRoute, z } from "@hono/zod-openapi";
import {
  AcceptInput,
  AnswerChangeInput,
  ContractPage,
  ContractSchema,
  ContractsQuery,
  DraftInput,
  ProposeChangeInput,
  RequestChangesInput,
  SendInput,
  TerminateInput,
} from "@/shared/contracts/contracts";
import { pagingQuery } from "@/shared/contracts/common";
import { ActivityPageSchema } from "@/shared/contracts/events";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { downloadHeaders } from "../credentials/documents";
import { answerChange, proposeChange, terminateContract } from "./changes";
import { acceptContract, requestChanges, saveDraft, sendDraft } from "./negotiation";
import { adminListContracts, contractActivity, contractDocument, contractOfApplication, getContract, listContracts } from "./service";

const tags = ["contracts"];
const refused = {
  401: errorBody("Not signed in"),
  403: errorBody("Not a member of either organisation of the contract (or, for a write, a role or side that may not do it)"),
  404: errorBody("No such contract"),
};
const conflict = { 409: errorBody("Not possible in the contract's current state (another answer may have come first)") };
const VersionParams = IdParams.extend({
  versionId: z.string().uuid("Invalid id").openapi({ param: { name: "versionId", in: "path" } }),
});
const ActivityQuery = z.object({ ...pagingQuery(20) }).strict();
const ContractRef = z.object({ id: z.string().nullable() }).meta({ id: "ContractRef" });

type WriteRoute = { path: string; operationId: string; summary: string; body: z.ZodTypeAny; params?: typeof IdParams | typeof VersionParams };

/** Contracts (issue 30): read by both organisations' members and admins, negotiated by the parties' Owners and Buyers. */
export function registerContractsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts",
      operationId: "listContracts",
      tags,
      summary: "The active organisation's contracts, most recently changed first",
      request: { query: ContractsQuery },
      responses: { 200: json(ContractPage, "A page of contracts"), 400: errorBody("Bad status or paging"), 401: refused[401], 403: errorBody("No organisation") },
    }),
    async (c) => c.json(await listContracts(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/admin/contracts",
      operationId: "adminListContracts",
      tags,
      summary: "Every contract (admins)",
      request: { query: ContractsQuery },
      responses: { 200: json(ContractPage, "A page of contracts"), 400: errorBody("Bad status or paging"), 401: refused[401], 403: errorBody("Not an admin") },
    }),
    async (c) => c.json(await adminListContracts(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/applications/{id}/contract",
      operationId: "contractOfApplication",
      tags,
      summary: "The contract an awarded application became, if the caller may read it",
      request: { params: IdParams },
      responses: { 200: json(ContractRef, "The contract's id, or null"), 400: errorBody("Invalid id"), 401: refused[401] },
    }),
    async (c) => c.json(await contractOfApplication(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts/{id}",
      operationId: "getContract",
      tags,
      summary: "A contract: terms, versions, acceptance, termination, and what the caller may do",
      request: { params: IdParams },
      responses: { 200: json(ContractSchema, "The contract"), 400: errorBody("Invalid id"), ...refused },
    }),
    async (c) => c.json(await getContract(c.get("ctx"), c.get("actor"), c.req.valid("param")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts/{id}/activity",
      operationId: "contractActivity",
      tags,
      summary: "The contract's history, newest first",
      request: { params: IdParams, query: ActivityQuery },
      responses: { 200: json(ActivityPageSchema, "A page of events"), 400: errorBody("Invalid id or paging"), ...refused },
    }),
    async (c) => c.json(await contractActivity(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts/{id}/versions/{versionId}/document",
      operationId: "downloadContractDocument",
      tags,
      summary: "A version of the contract as a PDF",
      description: "Members of the two organisations and admins only, always as an attachment; made from the stored version on each request.",
      middleware: [signedIn] as const,
      request: { params: VersionParams },
      responses: { 200: { description: "The PDF", content: { "application/pdf": { schema: { type: "string", format: "binary" } } } }, 400: errorBody("Invalid id"), ...refused },
    }),
    async (c) => {
      const { content, name } = await contractDocument(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(content as Uint8Array<ArrayBuffer>, 200, downloadHeaders({ name, type: "application/pdf", size: content.byteLength }));
    },
  );

  const write = (r: WriteRoute, method: "put" | "post", run: (ctx: Parameters<typeof getContract>[0], actor: Parameters<typeof getContract>[1], input: never) => Promise<unknown>) =>
    app.openapi(
      createRoute({
        method,
        path: r.path,
        operationId: r.operationId,
        tags,
        summary: r.summary,
        request: { params: r.params ?? IdParams, body: jsonBody(r.body) },
        responses: { 200: json(ContractSchema, "The contract after the change"), 400: errorBody("Invalid input"), ...refused, ...conflict },
      }),
      async (c) => {
        signedIn.check(c);
        return c.json((await run(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...(c.req.valid("json") as object) } as never)) as z.infer<typeof ContractSchema>, 200);
      },
      withFieldErrors,
    );

  write({ path: "/api/contracts/{id}/draft", operationId: "saveContractDraft", summary: "Change the draft's terms (hospital Owner or Buyer)", body: DraftInput }, "put", saveDraft);
  write({ path: "/api/contracts/{id}/send", operationId: "sendContract", summary: "Send the draft to the provider as a new version (hospital Owner or Buyer)", body: SendInput }, "post", sendDraft);
  write({ path: "/api/contracts/{id}/accept", operationId: "acceptContract", summary: "Accept the version sent (provider Owner)", body: AcceptInput }, "post", acceptContract);
  write(
    { path: "/api/contracts/{id}/request-changes", operationId: "requestContractChanges", summary: "Send the version back with a message (provider Owner)", body: RequestChangesInput },
    "post",
    requestChanges,
  );
  write({ path: "/api/contracts/{id}/changes", operationId: "proposeContractChange", summary: "Propose new terms from a date (either side)", body: ProposeChangeInput }, "post", proposeChange);
  write(
    { path: "/api/contracts/{id}/changes/{versionId}/accept", operationId: "acceptContractChange", summary: "Accept the other side's change", body: AnswerChangeInput, params: VersionParams },
    "post",
    (ctx, actor, input: { id: string; versionId: string; message?: string }) => answerChange(ctx, actor, { ...input, accept: true }),
  );
  write(
    { path: "/api/contracts/{id}/changes/{versionId}/decline", operationId: "declineContractChange", summary: "Decline the other side's change", body: AnswerChangeInput, params: VersionParams },
    "post",
    (ctx, actor, input: { id: string; versionId: string; message?: string }) => answerChange(ctx, actor, { ...input, accept: false }),
  );
  write({ path: "/api/contracts/{id}/terminate", operationId: "terminateContract", summary: "Give notice of termination with a reason (either side)", body: TerminateInput }, "post", terminateContract);
}
