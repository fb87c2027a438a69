/**
 * Directory answers, kept while no provider has changed.
 *
 * Every write to the providers table adds one to `directory_version` (a trigger, migration 0002).
 * An answer is kept under the version read before it was computed and served only to requests that
 * read the same version: it is never stale, whichever process or tool wrote the change. Reading the
 * version is a one-row select; what it saves is counting thousands of matches and planning and
 * running a text search, again and again, for the searches many visitors make.
 */
export const MAX_ENTRIES = 1000;

/**
 * The day (UTC, YYYY-MM-DD) a directory answer is computed for. Credentials stop counting when a day
 * passes, without any write, so every cache key names the day as well as being read under the version.
 */
export const directoryDay = (now = new Date()) => now.toISOString().slice(0, 10);

interface Store {
  /** The newest version seen; entries of older versions are dropped when it changes. */
  version: number;
  entries: Map<string, unknown>;
  /** Answers being computed: requests that arrive meanwhile wait for the same one. */
  pending: Map<string, Promise<unknown>>;
}

const stores = new WeakMap<object, Store>();

function storeOf(owner: object): Store {
  let store = stores.get(owner);
  if (!store) {
    store = { version: 0, entries: new Map(), pending: new Map() };
    stores.set(owner, store);
  }
  return store;
}

/** The answer for `key` at `version`, computed once per version (per owner, e.g. per database). */
export function remember<T>(owner: object, version: number, key: string, compute: () => Promise<T>): Promise<T> {
  const store = storeOf(owner);
  if (version > store.version) {
    store.version = version;
    store.entries.clear();
  }
  if (version === store.version && store.entries.has(key)) return Promise.resolve(store.entries.get(key) as T);
  const pendingKey = `${version}\n${key}`;
  let pending = store.pending.get(pendingKey) as Promise<T> | undefined;
  if (!pending) {
    pending = compute()
      .then((value) => {
        keep(store, version, key, value);
        return value;
      })
      .finally(() => store.pending.delete(pendingKey));
    store.pending.set(pendingKey, pending);
  }
  return pending;
}

function keep(store: Store, version: number, key: string, value: unknown) {
  // An answer computed under a version that has since changed is served to its own requests only.
  if (version !== store.version) return;
  if (store.entries.size >= MAX_ENTRIES) store.entries.delete(store.entries.keys().next().value as string);
  store.entries.set(key, value);
}
