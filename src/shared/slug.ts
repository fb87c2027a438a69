/**
 * Provider slugs (spec §4): lowercased, non-alphanumerics removed, spaces to hyphens;
 * when taken, "-1", "-2" ... is appended until unique.
 * Accented letters are folded to their base letter first ("Lumière" -> "lumiere", "Øresund" -> "oresund").
 */
/** Letters that Unicode does not decompose into a base letter and an accent. */
const FOLDS: Record<string, string> = { ø: "o", æ: "ae", œ: "oe", ß: "ss", ł: "l", đ: "d", þ: "th" };

export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[øæœßłđþ]/g, (ch) => FOLDS[ch] ?? ch)
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The slug for a name that has no letters or digits at all. */
export const FALLBACK_SLUG = "provider";

export function baseSlug(name: string): string {
  return slugify(name) || FALLBACK_SLUG;
}

/** The first of base, base-1, base-2 ... that is not among `taken`. */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** The same search with a lookup, for callers that check one slug at a time. */
export async function uniqueSlug(name: string, exists: (slug: string) => boolean | Promise<boolean>): Promise<string> {
  const base = baseSlug(name);
  if (!(await exists(base))) return base;
  for (let n = 1; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await exists(candidate))) return candidate;
  }
}

/** A slug typed by hand must already be in the generated form. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
