/**
 * The write mix: telerads apply to open requests of the signed-in hospitals; hospitals shortlist and decline
 * applications to their requests, telerads withdraw their own. Every change asked for is legal when sent:
 * an application is taken out of the pool while a change to it is under way, and a pair that applied is
 * never offered again. Only when nothing is left does the bench repeat a change already made, on purpose,
 * and counts the 409 apart.
 */
import { APPLICATION_CURRENCIES, TURNAROUND_VALUES } from "../src/shared/reference";
import type { Sessions } from "./accounts";
import type { Changeable, Fixtures } from "./fixtures";
import type { Call } from "./measure";
import { chance, pick } from "./traffic";

const NOTES = [
  "Board-certified radiologists, PACS integration included.",
  "Subspecialty readers for neuro and MSK; reports in your template.",
  "24/7 cover from three time zones, double reading of every tenth study.",
];

const ok = (status: number) => status >= 200 && status < 300;

/** Takes a random item out of a list in constant time. */
function takeAny<T>(list: T[]): T | undefined {
  if (!list.length) return undefined;
  const i = Math.floor(Math.random() * list.length);
  const item = list[i]!;
  list[i] = list[list.length - 1]!;
  list.pop();
  return item;
}

export function writeTraffic(f: Fixtures, s: Sessions) {
  const pool = f.changeable.filter((c) => (c.hospitalId && s.hospital.has(c.hospitalId)) || (c.open && s.telerad.has(c.providerId)));
  /** Applications whose last change is made: asked again only when the pool is empty. */
  const settled: { id: string; cookie: string; status: string }[] = [];
  const providers = [...s.telerad.keys()];

  function apply(): Call {
    for (let attempt = 0; attempt < 50; attempt++) {
      const request = pick(f.openRequests);
      const providerId = pick(providers);
      const pair = `${request.id} ${providerId}`;
      if (f.applied.has(pair)) continue;
      f.applied.add(pair);
      return {
        path: `/api/requests/${request.id}/applications`,
        method: "POST",
        cookie: s.telerad.get(providerId),
        body: {
          pricePerCt: Math.round((8 + Math.random() * 60) * 100) / 100,
          currency: pick(APPLICATION_CURRENCIES),
          ...(chance(0.5) ? { note: pick(NOTES) } : {}),
          ...(chance(0.5) ? { turnaroundCommitment: pick(TURNAROUND_VALUES) } : {}),
        },
        onDone: (status, body) => {
          if (status === 201) {
            const { id } = JSON.parse(body) as { id: string };
            pool.push({ id, status: "SUBMITTED", tenderId: request.id, providerId, hospitalId: request.hospitalId, open: true });
          }
        },
      };
    }
    // Every pair has applied: apply again to one that did (refused with 409, counted apart).
    const [tenderId, providerId] = pick([...f.applied]).split(" ") as [string, string];
    return { path: `/api/requests/${tenderId}/applications`, method: "POST", cookie: s.telerad.get(providerId), body: { pricePerCt: 20, currency: "EUR" }, expected: 409 };
  }

  function statusChange(): Call {
    const item = takeAny(pool);
    if (!item) {
      if (!settled.length) throw new Error("no application whose status can change: seed more data");
      const done = pick(settled);
      return { path: `/api/applications/${done.id}`, method: "PATCH", cookie: done.cookie, body: { status: done.status }, expected: 409 };
    }
    const hospital = item.hospitalId ? s.hospital.get(item.hospitalId) : undefined;
    const telerad = item.open ? s.telerad.get(item.providerId) : undefined;
    const withdraw = telerad !== undefined && (hospital === undefined || chance(0.25));
    const target = withdraw ? "WITHDRAWN" : item.status === "SUBMITTED" && chance(0.7) ? "SHORTLISTED" : "DECLINED";
    const cookie = (withdraw ? telerad : hospital)!;
    return {
      path: `/api/applications/${item.id}`,
      method: "PATCH",
      cookie,
      body: { status: target },
      onDone: (status) => {
        const next: Changeable = ok(status) ? { ...item, status: target as Changeable["status"] } : item;
        if (next.status === "SUBMITTED" || next.status === "SHORTLISTED") pool.push(next);
        else settled.push({ id: item.id, cookie, status: target });
      },
    };
  }

  return { apply, statusChange, changeable: () => pool.length };
}
