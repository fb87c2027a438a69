import { AsyncLocalStorage } from "node:async_hooks";

interface Watch {
  lost?: Error;
}

const watches = new AsyncLocalStorage<Watch>();

/**
 * better-auth answers some database failures itself, after logging the driver's error: a failed session
 * lookup inside its endpoints becomes "not signed in" (401), a failed sign-up a 422. Its logger reports
 * each lost connection it sees here, so the request being handled learns that its connection was lost.
 */
export function noteLostConnection(lost: Error) {
  const watch = watches.getStore();
  if (watch && !watch.lost) watch.lost = lost;
}

/** Runs better-auth's handler; a failure it answered because the database was lost is thrown as that loss (503). */
export async function watchingDatabase(handle: () => Promise<Response>): Promise<Response> {
  const watch: Watch = {};
  const response = await watches.run(watch, handle);
  if (watch.lost && response.status >= 400) throw watch.lost;
  return response;
}
