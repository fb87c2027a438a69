import { definedOnly, searchChoice, searchInt, searchText } from "@/web/lib/search-params";

/** The board's sort dropdown (spec §2, PRODUCT.md #7): exactly these three; Recently Posted is the default. */
const BOARD_SORTS = ["newest", "budget", "responses"] as const;
export type BoardSort = (typeof BOARD_SORTS)[number];
export const DEFAULT_BOARD_SORT: BoardSort = "newest";

/** The board's URL: q, country and mod (comma lists), status, sort and page restore the view. Bad values are dropped. */
export interface BoardSearch {
  q?: string;
  country?: string;
  mod?: string;
  status?: "OPEN" | "CLOSED";
  sort?: BoardSort;
  page?: number;
}

/** A repeated parameter (`country=SE&country=NO`) as the comma list the board writes. */
const joined = (value: unknown) => (Array.isArray(value) ? value.join(",") : value);

export function parseBoardSearch(search: Record<string, unknown>): BoardSearch {
  return definedOnly({
    q: searchText(search.q, 200, true),
    country: searchText(joined(search.country), 400),
    mod: searchText(joined(search.mod), 200),
    status: searchChoice(search.status, ["OPEN", "CLOSED"]),
    sort: searchChoice(search.sort, BOARD_SORTS),
    page: searchInt(search.page, 1, 100_000),
  });
}
