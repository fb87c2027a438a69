import { countryName } from "@/shared/reference/countries";
import type { SavedSearchScope } from "@/shared/contracts/saved-searches";

type Params = Record<string, string | string[] | undefined>;
const list = (v: string | string[] | undefined) => (Array.isArray(v) ? v : (v ?? "").split(",")).map((s) => s.trim()).filter(Boolean);

/** A name for the search as a person would say it: "MRI in Germany", "“stroke” in Sweden", "All open requests". */
export function suggestedName(scope: SavedSearchScope, params: Params): string {
  const what = scope === "requests" ? list(params.mod) : list(params.modalities);
  const where = list(scope === "requests" ? params.country : params.countries).map((c) => countryName(c) || c);
  const text = (scope === "requests" ? params.q : params.query) as string | undefined;
  const noun = scope === "requests" ? "requests" : "providers";
  const parts = [text ? `“${text}”` : "", what.join(", ") || (text ? "" : scope === "requests" ? "All open requests" : "All providers")].filter(Boolean);
  const head = parts.join(" ") || noun;
  return (where.length ? `${head} in ${where.join(", ")}` : head).slice(0, 80);
}
