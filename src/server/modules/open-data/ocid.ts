import { OCID_PREFIX_DEFAULT, OCID_PREFIX_PATTERN } from "@/shared/contracts/open-data";

/**
 * Open Contracting IDs (https://standard.open-contracting.org/1.1/en/schema/identifiers/): `<prefix>-<request id>`.
 * The prefix is OCDS_OCID_PREFIX, checked with the rest of the configuration at start (config.ts), else
 * `ocds-rdbrdg`, which no one registered: a real deployment registers its own prefix with the Open Contracting
 * Partnership and sets it before publishing anything (an ocid, once published, never changes).
 */
export function ocidPrefix(env: NodeJS.ProcessEnv = process.env): string {
  const given = env.OCDS_OCID_PREFIX?.trim();
  return given && OCID_PREFIX_PATTERN.test(given) ? given : OCID_PREFIX_DEFAULT;
}

export const ocidOf = (tenderId: string) => `${ocidPrefix()}-${tenderId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The request an ocid names (its last 36 characters, a UUID), or null for anything else. */
export function tenderIdOf(ocid: string): string | null {
  const id = ocid.slice(-36).toLowerCase();
  return ocid.length > 37 && ocid[ocid.length - 37] === "-" && UUID.test(id) ? id : null;
}
