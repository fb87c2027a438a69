import { DIGEST_HOUR } from "@/shared/contracts/saved-searches";

/** The wall-clock date and time in `timeZone` at instant `at`. */
function wallClock(timeZone: string, at: Date) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: Date): number {
  const w = wallClock(timeZone, at);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant the wall clock in `timeZone` shows `hour`:00 on the given day (the hour after, in a gap of a clock change). */
function atWallClock(timeZone: string, year: number, month: number, day: number, hour: number): Date {
  const wanted = Date.UTC(year, month - 1, day, hour);
  let guess = wanted;
  for (let i = 0; i < 3; i++) guess = wanted - offsetAt(timeZone, new Date(guess));
  return new Date(guess);
}

/** The first instant after `now` at which it is DIGEST_HOUR:00 in `timeZone`: when a daily digest is next due. */
export function nextDigestAt(now: Date, timeZone: string, hour = DIGEST_HOUR): Date {
  const today = wallClock(timeZone, now);
  const at = atWallClock(timeZone, today.year, today.month, today.day, hour);
  if (at.getTime() > now.getTime()) return at;
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return atWallClock(timeZone, tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), hour);
}
