import { MARKET_HEALTH_WEEKS } from "@/shared/contracts/market-health";

const DAY = 86_400_000;
const WEEK = 7 * DAY;

/** The window of the health figures at `now`: the last MARKET_HEALTH_WEEKS ISO weeks (Monday 00:00 UTC), the current one included. */
export interface HealthWindow {
  /** The first week's Monday, 00:00 UTC. */
  from: Date;
  /** The Monday after the current week, 00:00 UTC (exclusive). */
  to: Date;
  /** Each week's Monday, YYYY-MM-DD, oldest first. */
  mondays: string[];
  /** Each week's Sunday, YYYY-MM-DD: the day its contracts in force are counted on. */
  sundays: string[];
}

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The Monday 00:00 UTC that starts the ISO week of `at`. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY);
}

export function healthWindow(now: Date): HealthWindow {
  const current = weekStart(now).getTime();
  const from = current - (MARKET_HEALTH_WEEKS - 1) * WEEK;
  const starts = Array.from({ length: MARKET_HEALTH_WEEKS }, (_, i) => from + i * WEEK);
  return { from: new Date(from), to: new Date(current + WEEK), mondays: starts.map(day), sundays: starts.map((s) => day(s + 6 * DAY)) };
}
