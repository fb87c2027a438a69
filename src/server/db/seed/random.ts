/** A small deterministic generator so the demo data is the same on every machine. */
export function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number) => {
    const copy = [...items];
    const n = Math.min(copy.length, int(min, max));
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, int, pick, some, chance: (p: number) => next() < p };
}
export type Rng = ReturnType<typeof rng>;
