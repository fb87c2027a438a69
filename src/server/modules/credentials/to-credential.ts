import type { Credential } from "@/shared/contracts/credentials";
import type { DocumentType } from "@/shared/policy/credentials";
import { credentials } from "../../db/credentials-schema";

export type CredentialRow = typeof credentials.$inferSelect;

/** A credential row with whether it counts today (`currentCredential`), as every read selects it (`credentialColumns`). */
export type CredentialRead = CredentialRow & { current: boolean };

/** A credential as its provider's users and admins see it (`CredentialSchema`); the one mapping of a row. */
export function toCredential(row: CredentialRead): Credential {
  return {
    id: row.id,
    providerId: row.providerId,
    type: row.type,
    country: row.country,
    region: row.region,
    number: row.number,
    issuingBody: row.issuingBody,
    validFrom: row.validFrom,
    expiresOn: row.expiresOn,
    status: row.status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    document: { name: row.documentName, type: row.documentType as DocumentType, size: row.documentSize },
    current: row.current,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
