import { createRoute, z } from "@hono/zod-openapi";
import { CredentialCreateForm, CredentialPageSchema, CredentialSchema, CredentialsQuery, CredentialUpdateForm } from "@/shared/contracts/credentials";
import { FieldErrorBody } from "@/shared/contracts/common";
import { DOCUMENT_TYPES } from "@/shared/policy/credentials";
import { providerOwner, providerUser, signedIn } from "../../http/guards";
import { errorBody, IdParams, json } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { createCredential, deleteCredential, downloadDocument, listCredentials, updateCredential } from "./service";

/** A multipart/form-data request body in the OpenAPI document (the upload routes of `http/uploads.ts`). */
const formBody = <T extends z.ZodTypeAny>(schema: T) => ({ required: true, content: { "multipart/form-data": { schema } } });
const fieldErrors = (description: string) => json(FieldErrorBody, description);
const FIELDS =
  "Fields: `type` (medical_licence, board_certification, malpractice_insurance, accreditation), `country` (ISO code or English name), `region` (optional), `number`, `issuingBody`, `validFrom` and `expiresOn` (YYYY-MM-DD, expiresOn after validFrom), and the file part `document`: a PDF, PNG or JPEG of at most 10 MB, its type recognised from its bytes, never from its name or declared type. Every invalid field is reported at once in `error.fields`; nothing is stored.";
const binary = { type: "string", format: "binary" } as const;
/** The forms with their `document` part described as a binary string (zod's file type has no OpenAPI form of its own). */
const CreateBody = CredentialCreateForm.safeExtend({ document: CredentialCreateForm.shape.document.openapi(binary) });
const UpdateBody = CredentialUpdateForm.safeExtend({ document: CredentialUpdateForm.shape.document.openapi(binary) });

/** A provider's credentials, managed by its own users; documents downloaded by them and by admins. */
export function registerCredentialsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/credentials",
      operationId: "listCredentials",
      tags: ["credentials"],
      summary: "The caller's provider's credentials",
      description: "A telerad user with a provider: its credentials, newest first, with their status and whether each counts today (`current`).",
      middleware: [providerUser] as const,
      request: { query: CredentialsQuery },
      responses: {
        200: json(CredentialPageSchema, "A page of credentials"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not a telerad user with a provider"),
      },
    }),
    async (c) => c.json(await listCredentials(c.get("ctx"), c.get("actor"), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/credentials",
      operationId: "addCredential",
      tags: ["credentials"],
      summary: "Add a credential with its document",
      description: `A telerad user with a provider adds a credential for it, pending until an admin verifies it. ${FIELDS}`,
      middleware: [providerOwner] as const,
      request: { body: formBody(CreateBody) },
      responses: {
        201: json(CredentialSchema, "The credential, pending review"),
        400: fieldErrors("Invalid fields, or a document that is missing, too large or not a PDF, PNG or JPEG"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not a telerad user with a provider, or not its Owner"),
        413: fieldErrors("The request is larger than a 10 MB document allows"),
        415: errorBody("Not multipart/form-data"),
      },
    }),
    async (c) => c.json(await createCredential(c.get("ctx"), c.get("actor"), c.req.valid("form")), 201),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/api/credentials/{id}",
      operationId: "updateCredential",
      tags: ["credentials"],
      summary: "Change a credential (and optionally replace its document)",
      description: `Every field is sent, as the form sends the whole credential; \`document\` only to replace it. Any change makes the credential pending again; no change writes nothing. Only the provider's own users. ${FIELDS}`,
      middleware: [providerOwner] as const,
      request: { params: IdParams, body: formBody(UpdateBody) },
      responses: {
        200: json(CredentialSchema, "The credential"),
        400: fieldErrors("Invalid fields or document"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not an Owner of the credential's provider"),
        404: errorBody("Credential not found"),
        413: fieldErrors("The request is larger than a 10 MB document allows"),
        415: errorBody("Not multipart/form-data"),
      },
    }),
    async (c) => c.json(await updateCredential(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("form") }), 200),
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/api/credentials/{id}",
      operationId: "deleteCredential",
      tags: ["credentials"],
      summary: "Delete a credential and its document",
      middleware: [providerOwner] as const,
      request: { params: IdParams },
      responses: {
        204: { description: "Deleted" },
        401: errorBody("Not authenticated"),
        403: errorBody("Not an Owner of the credential's provider"),
        404: errorBody("Credential not found"),
      },
    }),
    async (c) => {
      await deleteCredential(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/credentials/{id}/document",
      operationId: "downloadCredentialDocument",
      tags: ["credentials"],
      summary: "Download a credential's document",
      description: "Admins and the provider's users only, always as an attachment (`Content-Disposition: attachment`, `X-Content-Type-Options: nosniff`).",
      middleware: [signedIn] as const,
      request: { params: IdParams },
      responses: {
        200: { description: "The document's bytes", content: Object.fromEntries(Object.keys(DOCUMENT_TYPES).map((type) => [type, { schema: binary }])) },
        401: errorBody("Not authenticated"),
        403: errorBody("Neither an admin nor a user of the credential's provider"),
        404: errorBody("Credential not found"),
      },
    }),
    async (c) => {
      const { content, headers } = await downloadDocument(c.get("ctx"), c.get("actor"), c.req.valid("param"));
      return c.body(content as Uint8Array<ArrayBuffer>, 200, headers);
    },
  );
}
