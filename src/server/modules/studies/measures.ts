/** The directory's measured figures cover 12 calendar months: this one and the 11 before it (UTC). */
export function measuresWindowStart(now = new Date()): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return start.toISOString().slice(0, 10);
}
