import { z } from "zod";
import { BOARD_SORTS } from "./api";

/** The board's URL: q, country (comma list), status, sort and page restore the view. Bad values are dropped. */
export const BoardSearch = z.object({
  // TanStack Router parses "?q=2500" as a number: searches for numbers stay text.
  q: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim().slice(0, 200) || undefined)
    .optional()
    .catch(undefined),
  country: z.string().trim().max(400).optional().catch(undefined),
  status: z.enum(["OPEN", "CLOSED"]).optional().catch(undefined),
  sort: z.enum(BOARD_SORTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});
export type BoardSearch = z.infer<typeof BoardSearch>;
