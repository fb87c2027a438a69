import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * After a write: drops the answers still in flight (they may have been read before the write, and a
 * query without data would otherwise adopt them), then refetches every shown query under the keys.
 */
export async function refreshQueries(client: QueryClient, ...keys: QueryKey[]) {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
