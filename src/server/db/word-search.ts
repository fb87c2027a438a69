import { type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { wordsOf } from "@/shared/reference/words";

/**
 * Word search (PRODUCT.md #33, docs/decisions/0029-word-search.md). Providers, requests and user profiles carry a
 * generated `search` document (a tsvector over their own text, migration 0008) with a GIN index. The column is not
 * declared in the Drizzle schema, so that no `select()` ever reads it into a record.
 */

/**
 * Which part of a document is searched: all of it, or only weight A (a request's title and description, without the
 * facility that weight B holds, for roles that may not see the facility).
 */
export type SearchScope = "all" | "A";

/** The `search` document of a table. */
export const searchDocument = (table: PgTable): SQL => sql`${table}."search"`;

/** The tsquery text: every word, as a word or the beginning of one ('neuro':* & 'berl':*). Null when the text has no word. */
export function wordQuery(text: string, scope: SearchScope = "all"): string | null {
  const words = wordsOf(text);
  if (!words.length) return null;
  // Words are letters and digits only, so quoting them needs no escaping.
  return words.map((w) => `'${w}':*${scope === "A" ? "A" : ""}`).join(" & ");
}

/** Rows whose document holds every word of `text` (a text without words matches nothing). */
export function matchesWords(table: PgTable, text: string, scope: SearchScope = "all"): SQL {
  const query = wordQuery(text, scope);
  return query === null ? sql`false` : sql`${searchDocument(table)} @@ to_tsquery('radbridge_words', ${query})`;
}
