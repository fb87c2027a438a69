import type { z } from "zod";
import type { Credential, CredentialCreateForm, CredentialPage, CredentialsQuery, CredentialUpdateForm } from "@/shared/contracts/credentials";
import { pageOf } from "@/shared/contracts/common";
import { CREDENTIAL_MESSAGES as M, credentialDocumentRefusal, manageCredentialRefusal } from "@/shared/policy/credentials";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { enforce, NotFound } from "../../errors";
import { changesBetween, recordEvent, snapshotOf } from "../events/record";
import { downloadHeaders, storedDocument } from "./documents";
import * as repo from "./repo";
import { type CredentialRead, toCredential } from "./to-credential";

type Form = z.output<typeof CredentialUpdateForm>;

const valuesOf = ({ type, country, region, number, issuingBody, validFrom, expiresOn }: repo.CredentialValues): repo.CredentialValues => ({
  type,
  country,
  region,
  number,
  issuingBody,
  validFrom,
  expiresOn,
});

/** What an event records of a credential: its fields, its status and its document's name, type and size (never the bytes). */
const recorded = (row: CredentialRead) => ({
  ...valuesOf(row),
  status: row.status,
  rejectionReason: row.rejectionReason,
  documentName: row.documentName,
  documentType: row.documentType,
  documentSize: row.documentSize,
});

/** The credential, refusing anyone but its provider's users (the route has let only telerad users with a provider through). */
function mustManage(actor: Actor, row: CredentialRead | null): CredentialRead {
  if (!row) throw new NotFound(M.notFound);
  enforce(manageCredentialRefusal(actor, row.providerId));
  return row;
}

/** GET /api/credentials: the caller's provider's credentials, newest first. */
export async function listCredentials(ctx: ServiceContext, actor: Actor, query: z.output<typeof CredentialsQuery>): Promise<CredentialPage> {
  const { rows, total } = await repo.listForProvider(ctx.db, actor.providerId as string, query);
  return pageOf(rows.map(toCredential), total, query.page, query.pageSize);
}

/** POST /api/credentials: a pending credential and its document, together or not at all. */
export async function createCredential(ctx: ServiceContext, actor: Actor, form: z.output<typeof CredentialCreateForm>): Promise<Credential> {
  const providerId = actor.providerId as string;
  const doc = await storedDocument(form.document);
  const row = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertCredential(tx, { ...valuesOf(form), providerId, createdBy: actor.userId as string }, doc);
    await recordEvent(tx, actor, { entityType: "credential", entityId: created.id, action: "created", providerId, changes: snapshotOf(recorded(created), "after") });
    return created;
  });
  return toCredential(row);
}

/** PATCH /api/credentials/{id}: any change (a new document too) makes it pending again; no change writes nothing. */
export async function updateCredential(ctx: ServiceContext, actor: Actor, { id, ...form }: Form & { id: string }): Promise<Credential> {
  const doc = form.document ? await storedDocument(form.document) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const before = mustManage(actor, await repo.lockCredential(tx, id));
    const values = valuesOf(form);
    const changed = changesBetween<repo.CredentialValues>(before, values);
    if (Object.keys(changed).length === 0 && !doc) return before;
    const after = await repo.updateCredential(tx, id, values, doc);
    const changes = changesBetween(recorded(before), recorded(after));
    await recordEvent(tx, actor, { entityType: "credential", entityId: id, action: "updated", providerId: after.providerId, changes });
    return after;
  });
  return toCredential(row);
}

/** DELETE /api/credentials/{id}: the credential, its document and its reminders. */
export async function deleteCredential(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = mustManage(actor, await repo.lockCredential(tx, id));
    await repo.deleteCredential(tx, id);
    await recordEvent(tx, actor, { entityType: "credential", entityId: id, action: "deleted", providerId: row.providerId, changes: snapshotOf(recorded(row), "before") });
  });
}

/** GET /api/credentials/{id}/document: the bytes and download headers, for admins and the provider's users only. */
export async function downloadDocument(ctx: ServiceContext, actor: Actor, { id }: { id: string }) {
  const doc = await repo.findDocument(ctx.db, id);
  if (!doc) throw new NotFound(M.notFound);
  enforce(credentialDocumentRefusal(actor, doc.providerId));
  return { content: doc.content, headers: downloadHeaders({ name: doc.name, type: doc.type, size: doc.content.byteLength }) };
}
