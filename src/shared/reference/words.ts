/**
 * How search text is split into words (PRODUCT.md #33): runs of letters and digits, compared without case or
 * accents. The database splits documents the same way (the `radbridge_words` text search configuration).
 */

/** At most this many words of a search are used; 200 characters rarely hold more. */
export const MAX_SEARCH_WORDS = 16;

/** The words of a search text, in order, without case or accents ("Zürich X-ray" -> ["zurich", "x", "ray"]). */
export function wordsOf(text: string): string[] {
  const folded = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/** Whether every word of the search begins a word of the name ("united k" names the United Kingdom). */
export function nameMatchesWords(name: string, words: string[]): boolean {
  if (!words.length) return false;
  const nameWords = wordsOf(name);
  return words.every((w) => nameWords.some((n) => n.startsWith(w)));
}
