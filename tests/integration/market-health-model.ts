/**
 * What the marketplace health figures (issue 32 §4) must be, computed here from what a test created, independently of
 * the product's code: the ISO weeks (Monday 00:00 UTC), medians, shares and the contracts in force on each Sunday.
 */

export interface ModelRequest {
  createdAt: Date;
  deadline: Date;
  status: "OPEN" | "CLOSED";
  bids: { createdAt: Date; status: string }[];
}
export interface ModelContract {
  status: string;
  startDate: string;
  endDate: string;
  terminatesOn: string | null;
}
export interface Model {
  requests: ModelRequest[];
  contracts: ModelContract[];
  /** When each study's images became available. */
  studies: Date[];
}

const DAY = 86_400_000;

/** The twelve Mondays (ms) ending with the one of `now`'s week. */
export function mondays(now: Date): number[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const back = (now.getUTCDay() + 6) % 7;
  const current = midnight - back * DAY;
  return Array.from({ length: 12 }, (_, i) => current - (11 - i) * 7 * DAY);
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const tenth = (x: number) => Math.round(x * 10) / 10;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function requestFigures(requests: ModelRequest[], now: Date) {
  const withBids = requests.filter((r) => r.bids.length);
  const firstBidHours = withBids.map((r) => (Math.min(...r.bids.map((b) => b.createdAt.getTime())) - r.createdAt.getTime()) / 3_600_000);
  const closed = requests.filter((r) => r.status === "CLOSED" || r.deadline.getTime() <= now.getTime());
  const awarded = closed.filter((r) => r.bids.some((b) => b.status === "AWARDED"));
  const hours = median(firstBidHours);
  return {
    requestsPosted: requests.length,
    medianBids: median(requests.map((r) => r.bids.length)),
    medianFirstBidHours: hours === null ? null : tenth(hours),
    closedRequests: closed.length,
    awardedRequests: awarded.length,
    awardedShare: closed.length ? tenth((awarded.length / closed.length) * 100) : null,
  };
}

/** In force on `day` (YYYY-MM-DD): agreed and started by then, not ended before it, not terminated by it. */
function inForce(c: ModelContract, day: string): boolean {
  if (!["active", "ended", "terminated"].includes(c.status) || c.startDate > day) return false;
  if (c.status === "ended" && c.endDate < day) return false;
  return !(c.terminatesOn && c.terminatesOn <= day);
}

export function expectedFigures(m: Model, now: Date) {
  const starts = mondays(now);
  const from = starts[0]!;
  const to = starts[11]! + 7 * DAY;
  const inWeek = (at: Date, start: number) => at.getTime() >= start && at.getTime() < start + 7 * DAY;
  const activeNow = m.contracts.filter((c) => c.status === "active").length;
  const weeks = starts.map((start, i) => ({
    week: isoDay(start),
    ...requestFigures(
      m.requests.filter((r) => inWeek(r.createdAt, start)),
      now,
    ),
    activeContracts: i === 11 ? activeNow : m.contracts.filter((c) => inForce(c, isoDay(start + 6 * DAY))).length,
    studiesMeasured: m.studies.filter((s) => inWeek(s, start)).length,
  }));
  const inWindow = (at: Date) => at.getTime() >= from && at.getTime() < to;
  return {
    from: isoDay(from),
    to: isoDay(to - DAY),
    headline: {
      ...requestFigures(
        m.requests.filter((r) => inWindow(r.createdAt)),
        now,
      ),
      activeContracts: activeNow,
      studiesMeasured: m.studies.filter(inWindow).length,
    },
    weeks,
  };
}
