import { countryName } from "../reference/countries";
import { CREDENTIAL_TYPES, type CredentialType } from "./credentials";

/**
 * The public facts of a provider's credentials (issue 16 §1): only current verified ones, never a
 * number or a document. Zod-free: the public profile and directory pages use it.
 */
export interface LicenceFact {
  country: string;
  regions: string[];
}
export interface OtherCredentialFact {
  type: Exclude<CredentialType, "medical_licence">;
  /** The issuing body, shown for accreditations ("Accreditation (Joint Commission)"); null otherwise. */
  body: string | null;
  expiresOn: string;
}
export interface CredentialFacts {
  licences: LicenceFact[];
  others: OtherCredentialFact[];
}

const byName = (a: string, b: string) => countryName(a).localeCompare(countryName(b), "en");

/** Country codes sorted by their English names. */
export const sortCountriesByName = (codes: readonly string[]) => [...new Set(codes)].sort(byName);

/** "Licensed in Germany, France" for a directory card (codes sorted by name), or null when there are none. */
export function licensedInLine(codes: readonly string[]): string | null {
  return codes.length === 0 ? null : `Licensed in ${sortCountriesByName(codes).map(countryName).join(", ")}`;
}

/** The profile's licence line: "Licensed in France, United States (California)", or null. */
export function licenceFactLine(licences: readonly LicenceFact[]): string | null {
  if (licences.length === 0) return null;
  const parts = [...licences]
    .sort((a, b) => byName(a.country, b.country))
    .map((l) => (l.regions.length > 0 ? `${countryName(l.country)} (${l.regions.join(", ")})` : countryName(l.country)));
  return `Licensed in ${parts.join(", ")}`;
}

/** "Malpractice insurance verified until 2027-06-30", "Accreditation (Joint Commission) verified until ...". */
export const otherFactLine = (f: OtherCredentialFact) => `${CREDENTIAL_TYPES[f.type]}${f.body ? ` (${f.body})` : ""} verified until ${f.expiresOn}`;

/** Every line of the profile's "Credentials" block, licences first. */
export function credentialFactLines(facts: CredentialFacts): string[] {
  const licence = licenceFactLine(facts.licences);
  return [...(licence ? [licence] : []), ...facts.others.map(otherFactLine)];
}

/**
 * Builds the facts from current verified credentials: one licence entry per country (its regions, or
 * none when one licence covers the whole country), one line per other type (and accreditation body),
 * with the latest expiry.
 */
export function credentialFactsOf(rows: readonly { type: CredentialType; country: string; region: string | null; issuingBody: string; expiresOn: string }[]): CredentialFacts {
  const licences = new Map<string, { whole: boolean; regions: Set<string> }>();
  const others = new Map<string, OtherCredentialFact>();
  for (const r of rows) {
    if (r.type === "medical_licence") {
      const l = licences.get(r.country) ?? { whole: false, regions: new Set<string>() };
      if (r.region) l.regions.add(r.region);
      else l.whole = true;
      licences.set(r.country, l);
      continue;
    }
    const body = r.type === "accreditation" ? r.issuingBody : null;
    const key = `${r.type}\n${body ?? ""}`;
    const seen = others.get(key);
    if (!seen || seen.expiresOn < r.expiresOn) others.set(key, { type: r.type, body, expiresOn: r.expiresOn });
  }
  return {
    licences: sortCountriesByName([...licences.keys()]).map((country) => {
      const l = licences.get(country)!;
      return { country, regions: l.whole ? [] : [...l.regions].sort() };
    }),
    others: [...others.values()].sort((a, b) => a.type.localeCompare(b.type) || (a.body ?? "").localeCompare(b.body ?? "")),
  };
}
