import type { Ocds } from "./build-contract";

/**
 * What a new release must say beside the current state (issue 35). A release is the whole current state, so that
 * each one reads on its own; but the OCDS merge keeps what a later release leaves out, so a later release also says
 * what went: an award or a contract no longer there as cancelled, a modality no longer requested without quantity,
 * a field no longer given as null. Its tags name the sections that changed since the release before.
 */

type Item = Ocds & { id: string };

const isObject = (v: unknown): v is Ocds => typeof v === "object" && v !== null && !Array.isArray(v);
const itemsOf = (v: unknown): Item[] => (Array.isArray(v) ? v.filter((x): x is Item => isObject(x) && typeof x.id === "string") : []);
const byId = (items: Item[]) => new Map(items.map((i) => [i.id, i]));

/** Equal as JSON values, whatever the order of their keys (jsonb keeps its own). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]));
}

/** The items of `before` missing from `now`, each as `gone` makes it, appended to `now`. */
function keep(before: unknown, now: Item[], gone: (item: Item) => Item | null): Item[] {
  const present = new Set(now.map((i) => i.id));
  return [...now, ...itemsOf(before).flatMap((i) => (present.has(i.id) ? [] : [gone(i)].filter((x): x is Item => x !== null)))];
}

const GONE = " (no longer requested)";
const goneItem = (description: string) => (description.endsWith(GONE) ? description : `${description}${GONE}`);

/** `next` with what `prev` published and `next` no longer has, marked as gone. */
export function carryForward(prev: Ocds, next: Ocds): Ocds {
  const out: Ocds = { ...next };
  const prevTender = isObject(prev.tender) ? prev.tender : {};
  const tender = { ...(next.tender as Ocds) };
  const items = keep(prevTender.items, itemsOf(tender.items), (i) => ({ ...i, description: goneItem(String(i.description ?? i.id)), quantity: null }));
  if (items.length) tender.items = items;
  out.tender = tender;
  const awards = keep(prev.awards, itemsOf(next.awards), (a) => ({ ...a, status: "cancelled" }));
  if (awards.length) out.awards = awards;
  // A contract not yet signed when its award was withdrawn; a signed one never goes.
  const contracts = keep(prev.contracts, itemsOf(next.contracts), (c) => ({ ...c, status: c.status === "pending" ? "cancelled" : c.status }));
  if (contracts.length) out.contracts = contracts;
  // A provider whose award was withdrawn stays a tenderer; no other party goes.
  out.parties = keep(prev.parties, itemsOf(next.parties), (p) => (p.id.startsWith("provider-") ? { ...p, roles: ["tenderer"] } : p));
  return out;
}

/**
 * `next` with a null for each field `prev` gave and `next` does not (the merge removes a field only for a null).
 * Objects are followed into, and arrays of objects with ids pair by id; an object in `prev` that `next` lacks is
 * followed with every field null (the schema allows null for fields, not for most objects); other arrays are left.
 */
export function withRemovals(prev: Ocds, next: Ocds): Ocds {
  const out: Ocds = { ...next };
  for (const [key, before] of Object.entries(prev)) {
    const now = next[key];
    // A null said once is said again: the state stays the same from one release to the next.
    if (before === null) {
      if (now === undefined) out[key] = null;
      continue;
    }
    if (now === undefined) {
      if (isObject(before)) out[key] = withRemovals(before, {});
      else if (!Array.isArray(before) || !before.some(isObject)) out[key] = null;
    } else if (isObject(before) && isObject(now)) out[key] = withRemovals(before, now);
    else if (Array.isArray(now) && itemsOf(now).length === now.length && now.length > 0) {
      const earlier = byId(itemsOf(before));
      out[key] = (now as Item[]).map((item) => {
        const match = earlier.get(item.id);
        return match ? withRemovals(match, item) : item;
      });
    }
  }
  return out;
}

/** The releaseTag codelist's order, which the tags follow. */
const TAG_ORDER = [
  "tender",
  "tenderAmendment",
  "tenderUpdate",
  "tenderCancellation",
  "award",
  "awardUpdate",
  "awardCancellation",
  "contract",
  "contractUpdate",
  "contractAmendment",
  "implementation",
  "implementationUpdate",
  "contractTermination",
];

const withoutImplementation = ({ implementation: _, ...c }: Item) => c;
const observations = (c: Item | undefined): Item[] => {
  const impl = c && isObject(c.implementation) ? c.implementation : {};
  return itemsOf(impl.metrics).flatMap((m) => itemsOf(m.observations).map((o) => ({ ...o, id: `${m.id}/${o.id}` })));
};

/** The release tags for `next` after `prev` (null: the first release of the ocid); none when nothing changed. */
export function tagsFor(prev: Ocds | null, next: Ocds): string[] {
  const tags = new Set<string>();
  const nextContracts = itemsOf(next.contracts);
  if (!prev) {
    tags.add("tender");
    if (itemsOf(next.awards).length) tags.add("award");
    if (nextContracts.length) tags.add("contract");
    if (nextContracts.some((c) => observations(c).length)) tags.add("implementation");
    return TAG_ORDER.filter((t) => tags.has(t));
  }
  const tender = (isObject(next.tender) ? next.tender : {}) as Ocds;
  const prevTender = (isObject(prev.tender) ? prev.tender : {}) as Ocds;
  if (!sameJson(prevTender, tender)) {
    const known = new Set(itemsOf(prevTender.amendments).map((a) => a.id));
    if (itemsOf(tender.amendments).some((a) => !known.has(a.id))) tags.add("tenderAmendment");
    else if (tender.status === "cancelled" && prevTender.status !== "cancelled") tags.add("tenderCancellation");
    else tags.add("tenderUpdate");
  }
  const prevAwards = byId(itemsOf(prev.awards));
  for (const a of itemsOf(next.awards)) {
    const before = prevAwards.get(a.id);
    if (!before) tags.add("award");
    else if (!sameJson(before, a)) tags.add(a.status === "cancelled" && before.status !== "cancelled" ? "awardCancellation" : "awardUpdate");
  }
  const prevContracts = byId(itemsOf(prev.contracts));
  for (const c of nextContracts) {
    const before = prevContracts.get(c.id);
    if (!before) tags.add("contract");
    else if (!sameJson(withoutImplementation(before), withoutImplementation(c))) {
      const known = new Set(itemsOf(before.amendments).map((a) => a.id));
      if (c.status === "terminated" && before.status !== "terminated") tags.add("contractTermination");
      else if (itemsOf(c.amendments).some((a) => !known.has(a.id))) tags.add("contractAmendment");
      else tags.add("contractUpdate");
    }
    // The release shows the latest months only: an observation changed or added counts, one left out does not.
    const earlier = byId(observations(before));
    const now = observations(c);
    if (now.length && earlier.size === 0 && !isObject(before?.implementation)) tags.add("implementation");
    else if (now.some((o) => !sameJson(earlier.get(o.id), o))) tags.add("implementationUpdate");
  }
  if (!tags.size && (!sameJson(prev.parties, next.parties) || !sameJson(prev.buyer, next.buyer))) tags.add("tenderUpdate");
  return TAG_ORDER.filter((t) => tags.has(t));
}
