/**
 * The OCDS 1.1 merge routine for compiled releases (https://standard.open-contracting.org/1.1/en/schema/merging/):
 * releases in date order merged into one object. Objects merge field by field; a null removes a field; arrays of
 * objects that carry an `id` merge object by object on it; any other array (strings, numbers, objects without ids,
 * and the fields the release schema marks `wholeListMerge`) replaces the one before. `id`, `date` and `tag` are
 * each release's own and are left out; the compiled release gets its own.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Fields the release schema marks `"wholeListMerge": true` (OCDS 1.1.5): replaced whole even though their objects have ids. */
const WHOLE_LIST_FIELDS = new Set(["additionalIdentifiers", "additionalClassifications"]);
/** Fields the release schema marks `"omitWhenMerged": true`, at the top level of a release. */
const OMITTED = new Set(["id", "date", "tag"]);

const isObject = (v: unknown): v is JsonObject => typeof v === "object" && v !== null && !Array.isArray(v);
const hasId = (v: unknown): v is JsonObject & { id: string | number } => isObject(v) && (typeof v.id === "string" || typeof v.id === "number");

const dateOf = (release: JsonObject) => Date.parse(String(release.date));

/** An array merged object by object on `id`: only when it holds objects, each with an id. */
const mergesById = (field: string, value: Json[]) => !WHOLE_LIST_FIELDS.has(field) && value.length > 0 && value.every(hasId);

function mergeValue(field: string, output: Json | undefined, input: Json): Json {
  if (isObject(input)) return mergeObject(isObject(output) ? output : {}, input);
  if (Array.isArray(input)) {
    const byId = Array.isArray(output) && output.length > 0 && mergesById(field, output);
    // An empty array changes nothing in an array merged by id (the standard's "if the array is empty, do nothing").
    if (input.length === 0 && byId) return output;
    if (!mergesById(field, input)) return input;
    const merged = byId ? [...(output as JsonObject[])] : [];
    for (const item of input as (JsonObject & { id: string | number })[]) {
      // Ids compare as OCDS compares them: "1" and 1 are one object.
      const at = merged.findIndex((m) => String(m.id) === String(item.id));
      if (at === -1) merged.push(mergeObject({}, item));
      else merged[at] = mergeObject(merged[at]!, item);
    }
    return merged;
  }
  return input;
}

/** `input` merged into a copy of `output`; a null in `input` removes the field. */
function mergeObject(output: JsonObject, input: JsonObject): JsonObject {
  const result: JsonObject = { ...output };
  for (const [field, value] of Object.entries(input)) {
    if (value === null) delete result[field];
    else result[field] = mergeValue(field, result[field], value);
  }
  return result;
}

/**
 * The compiled release of one contracting process from its releases (any order: they are sorted by date first,
 * ties kept in the order given). It is tagged "compiled", dated as the latest release and identified
 * `<ocid>-<date>`, as the standard's reference implementation does.
 */
export function compileReleases(releases: readonly Record<string, unknown>[]): Record<string, unknown> {
  if (releases.length === 0) throw new Error("compileReleases needs at least one release");
  const ordered = releases.map((r, i) => ({ r: r as JsonObject, i })).sort((a, b) => dateOf(a.r) - dateOf(b.r) || a.i - b.i);
  let compiled: JsonObject = {};
  for (const { r } of ordered) {
    const body = Object.fromEntries(Object.entries(r).filter(([field]) => !OMITTED.has(field)));
    compiled = mergeObject(compiled, body);
  }
  const latest = ordered[ordered.length - 1]!.r;
  const ocid = String(latest.ocid);
  return { ...compiled, ocid, id: `${ocid}-${String(latest.date)}`, date: latest.date, tag: ["compiled"] };
}
