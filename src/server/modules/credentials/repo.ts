import { desc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { boundedTotal } from "../../db/counting";
import { credentialDocuments, credentials } from "../../db/credentials-schema";
import { credentialColumns } from "./current-repo";
import type { CredentialRead } from "./to-credential";

type Conn = Db | Tx;

/** A credential's fields as stored, without its status or who reviewed it. */
export type CredentialValues = Pick<CredentialRead, "type" | "country" | "region" | "number" | "issuingBody" | "validFrom" | "expiresOn">;
/** A document as stored: its name, its media type (sniffed from its bytes), its size and its bytes. */
export interface StoredDocument {
  name: string;
  type: string;
  content: Uint8Array;
}

export async function findCredential(db: Conn, id: string): Promise<CredentialRead | null> {
  const [row] = await db.select(credentialColumns).from(credentials).where(eq(credentials.id, id)).limit(1);
  return row ?? null;
}

/** Locks the credential for the rest of the transaction. */
export async function lockCredential(tx: Tx, id: string): Promise<CredentialRead | null> {
  const [row] = await tx.select(credentialColumns).from(credentials).where(eq(credentials.id, id)).for("update").limit(1);
  return row ?? null;
}

/** A provider's credentials, newest first (index credentials_provider_idx), unexecuted for EXPLAIN. */
export function providerCredentialsQuery(db: Conn, providerId: string, opts: { page: number; pageSize: number }, limit = opts.pageSize) {
  return db
    .select(credentialColumns)
    .from(credentials)
    .where(eq(credentials.providerId, providerId))
    .orderBy(desc(credentials.createdAt), desc(credentials.id))
    .limit(limit)
    .offset((opts.page - 1) * opts.pageSize);
}

/** The rows behind the list's total (exported so tests can EXPLAIN it). */
export const providerCredentialsMatches = (db: Conn, providerId: string) => db.select({ one: sql`1` }).from(credentials).where(eq(credentials.providerId, providerId));

export async function listForProvider(db: Conn, providerId: string, opts: { page: number; pageSize: number }) {
  const [rows, total] = await Promise.all([providerCredentialsQuery(db, providerId, opts, opts.pageSize + 1), boundedTotal(db, providerCredentialsMatches(db, providerId))]);
  return { rows, total };
}

const documentColumns = (doc: StoredDocument) => ({ documentName: doc.name, documentType: doc.type, documentSize: doc.content.byteLength });

/** A new, pending credential and its document, in the caller's transaction. */
export async function insertCredential(tx: Tx, values: CredentialValues & { providerId: string; createdBy: string }, doc: StoredDocument): Promise<CredentialRead> {
  const [row] = await tx
    .insert(credentials)
    .values({ ...values, ...documentColumns(doc), status: "pending" })
    .returning(credentialColumns);
  await tx.insert(credentialDocuments).values({ credentialId: row!.id, content: doc.content });
  return row!;
}

/** Changes a credential and makes it pending again (no longer verified nor rejected); replaces its document when one is given. */
export async function updateCredential(tx: Tx, id: string, values: CredentialValues, doc: StoredDocument | undefined): Promise<CredentialRead> {
  const [row] = await tx
    .update(credentials)
    .set({ ...values, ...(doc ? documentColumns(doc) : {}), status: "pending", rejectionReason: null, reviewedBy: null, reviewedAt: null, updatedAt: sql`now()` })
    .where(eq(credentials.id, id))
    .returning(credentialColumns);
  if (doc) await tx.update(credentialDocuments).set({ content: doc.content }).where(eq(credentialDocuments.credentialId, id));
  return row!;
}

/** Deletes a credential; its document and reminders go with it (foreign keys on delete cascade). */
export async function deleteCredential(tx: Tx, id: string): Promise<void> {
  await tx.delete(credentials).where(eq(credentials.id, id));
}

/** A credential's document: its name and type from the credential, its bytes from credential_documents. */
export async function findDocument(db: Conn, id: string) {
  const [row] = await db
    .select({ providerId: credentials.providerId, name: credentials.documentName, type: credentials.documentType, content: credentialDocuments.content })
    .from(credentials)
    .innerJoin(credentialDocuments, eq(credentialDocuments.credentialId, credentials.id))
    .where(eq(credentials.id, id))
    .limit(1);
  return row ?? null;
}
