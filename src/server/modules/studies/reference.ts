import { createHmac } from "node:crypto";

/**
 * A study reference (the hospital's accession number) as RadBridge keeps it: HMAC-SHA-256 under a key derived from
 * the server's secret, with the hospital organisation in the message so that the same number at two hospitals
 * gives unrelated hashes; 128 bits in hex. The number itself is never stored or logged.
 */
export function referenceHasher(secret: string, hospitalOrganisationId: string): (reference: string) => string {
  const key = createHmac("sha256", secret).update("radbridge:study-reference:v1").digest();
  return (reference) => createHmac("sha256", key).update(`${hospitalOrganisationId}\u0000${reference}`).digest("hex").slice(0, 32);
}
