import type { Tx } from "../../db/client";
import { buildRelease } from "./build";
import { carryForward, tagsFor, withRemovals } from "./changes";
import { ocidOf } from "./ocid";
import * as repo from "./repo";

/**
 * Records, in the caller's transaction, what changed in a request marked "Publish as open data" (issue 35,
 * PRODUCT.md #40) as one new OCDS 1.1 release: its current state read inside the transaction, compared section by
 * section with the ocid's latest release, and inserted (never rewritten) only when something changed, tagged with
 * what changed and identified `<ocid>-<n>`, n counting the ocid's releases. A request not marked publishes nothing.
 * Callers: the requests service (create, update, publication switched on), awards, contracts, studies.
 */
export async function publishOpenDataChange(tx: Tx, tenderId: string): Promise<void> {
  if (!(await repo.isPublished(tx, tenderId))) return;
  // Then read everything under the lock: what another publication committed meanwhile is seen.
  await repo.lockPublication(tx, tenderId);
  const tender = await repo.tenderState(tx, tenderId);
  if (!tender?.publishOpenData) return;
  const ocid = ocidOf(tenderId);
  const [{ last, count }, amendments, awards, contracts, now] = [
    await repo.lastRelease(tx, tenderId, ocid),
    await repo.amendments(tx, tenderId),
    await repo.awards(tx, tenderId),
    await repo.contractsOf(tx, tenderId),
    await repo.clock(tx),
  ];
  const current = buildRelease({ tender, amendments, awards, contracts, now });
  const prev = last ? stripMeta(last.release) : null;
  const next = prev ? withRemovals(prev, carryForward(prev, current)) : current;
  const tags = tagsFor(prev, next);
  if (!tags.length) return;
  // Later than the release before even within one transaction, so that (date, id) orders an ocid's releases.
  const date = last && last.date.getTime() >= now.getTime() ? new Date(last.date.getTime() + 1) : now;
  const id = `${ocid}-${count + 1}`;
  const release = { ocid, id, date: date.toISOString(), tag: tags, ...next };
  await repo.insertRelease(tx, { id, ocid, tenderId, date, tags, release });
}

/** A stored release without what is its own (ocid, id, date, tag): the state it published. */
function stripMeta(release: Record<string, unknown>): Record<string, unknown> {
  const { ocid: _o, id: _i, date: _d, tag: _t, ...state } = release;
  return state;
}
