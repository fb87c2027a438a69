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

export async function cachedTotal(owner: object, key: string, count: () => Promise<number>, now = Date.now): Promise<number> {
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.expires > now()) return hit.total;
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
