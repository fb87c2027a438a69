/**
 * Totals of large directory results, kept for a few seconds.
 *
 * A page of providers comes from an index in a millisecond, but its exact total must visit every
 * matching row: tens of milliseconds once a filter matches tens of thousands of providers. Only such
 * large totals are cached (per database and per filter), and only briefly: a total of 100,000 that is
 * a few seconds old is what a visitor cannot tell apart, while small totals, the ones a person checks
 * after adding a provider, are always counted afresh.
 */
export const CACHE_MIN_TOTAL = 1000;
export const CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

interface Entry {
  total: number;
  expires: number;
}

const caches = new WeakMap<object, Map<string, Entry>>();
/** Counts under way: requests that arrive meanwhile wait for the same count instead of starting their own. */
const counting = new WeakMap<object, Map<string, Promise<number>>>();

function mapOf<V>(maps: WeakMap<object, Map<string, V>>, owner: object): Map<string, V> {
  let map = maps.get(owner);
  if (!map) {
    map = new Map();
    maps.set(owner, map);
  }
  return map;
}

export async function cachedTotal(owner: object, key: string, count: () => Promise<number>, now = Date.now): Promise<number> {
  const hit = mapOf(caches, owner).get(key);
  if (hit && hit.expires > now()) return hit.total;
  const inFlight = mapOf(counting, owner);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = countAndKeep(owner, key, count, now).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

async function countAndKeep(owner: object, key: string, count: () => Promise<number>, now: () => number): Promise<number> {
  const cache = mapOf(caches, owner);
  const hit = cache.get(key);
  const total = await count();
  if (total >= CACHE_MIN_TOTAL) {
    if (cache.size >= MAX_ENTRIES) {
      for (const [k, e] of cache) if (e.expires <= now()) cache.delete(k);
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    }
    cache.set(key, { total, expires: now() + CACHE_TTL_MS });
  } else if (hit) {
    cache.delete(key);
  }
  return total;
}
