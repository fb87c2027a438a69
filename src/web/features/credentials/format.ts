import { formatBytes } from "@/web/lib/utils";
import { CREDENTIAL_STATUSES, CREDENTIAL_TYPES, DOCUMENT_MAX_BYTES } from "@/shared/policy/credentials";
import { countryName } from "@/shared/reference";
import type { Credential } from "@/shared/contracts/credentials";

/** Today as YYYY-MM-DD in the reader's time zone. */
export const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

export const typeLabel = (c: Pick<Credential, "type">) => CREDENTIAL_TYPES[c.type];
export const statusLabel = (c: Pick<Credential, "status">) => CREDENTIAL_STATUSES[c.status];
/** "Germany, Bavaria" or "Germany". */
export const jurisdiction = (c: Pick<Credential, "country" | "region">) => [countryName(c.country), c.region].filter(Boolean).join(", ");
/** On its expiry day a credential stops counting: it is expired from that day on. */
export const isExpired = (c: Pick<Credential, "expiresOn">) => c.expiresOn <= today();

const ACCEPTED = /\.(pdf|png|jpe?g)$/i;
/** A hint about a chosen file before it is sent; the server decides from the file's bytes. */
export function fileHint(file: File): string | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return `This file is ${formatBytes(file.size)}: documents can be at most 10 MB.`;
  if (!ACCEPTED.test(file.name)) return "This does not look like a PDF, PNG or JPEG file.";
  return undefined;
}
