import { z } from "zod";
import { boundedText } from "./common";
import { TimeZoneInput } from "./notifications";

export const SAVED_SEARCH_SCOPES = ["requests", "providers"] as const;
export type SavedSearchScope = (typeof SAVED_SEARCH_SCOPES)[number];
export const ALERT_FREQUENCIES = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: "Instant",
  daily: "Daily digest (07:00)",
  off: "Off",
};

/**
 * At most this many saved searches per user. An alert lists at most ALERT_ITEMS_MAX new matches and counts
 * the rest, up to ALERT_SCAN_MAX, which it marks as sent too (a burst of new requests makes one mail).
 */
export const SAVED_SEARCH_MAX = 25;
export const ALERT_ITEMS_MAX = 20;
export const ALERT_SCAN_MAX = 200;
/** The hour of the daily digest, in the user's time zone. */
export const DIGEST_HOUR = 7;

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: "Please enter a name for this search",
  nameLong: "The name must be at most 80 characters",
  tooMany: `You can save at most ${SAVED_SEARCH_MAX} searches. Delete one first.`,
  notFound: "Saved search not found",
  nothingToChange: "Give a new name or frequency",
  scope: "Scope must be requests or providers",
  frequency: "Frequency must be instant, daily or off",
  query: "The search filters must be URL parameters (text or lists of text)",
} as const;
const M = SAVED_SEARCH_MESSAGES;

const SavedSearchName = boundedText(1, 80, M.nameRequired, M.nameRequired, M.nameLong);
const Frequency = z.enum(ALERT_FREQUENCIES, { error: M.frequency });

/** The search's URL parameters as the page has them; the server checks them against the scope's own query. */
const SearchParams = z.record(
  z.string().max(40),
  z.union([z.string().max(200), z.array(z.string().max(200)).max(50)], { error: M.query }),
  { error: M.query },
);

/** POST /api/saved-searches: "Save this search". */
export const CreateSavedSearchInput = z
  .object({
    name: SavedSearchName,
    scope: z.enum(SAVED_SEARCH_SCOPES, { error: M.scope }),
    query: SearchParams.refine((q) => Object.keys(q).length <= 30, M.query).default({}),
    frequency: Frequency.default("instant"),
    /** The browser's time zone: becomes the user's digest time zone if the user has not chosen one yet. */
    timeZone: TimeZoneInput.optional(),
  })
  .strict();
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchInput>;

/** PATCH /api/saved-searches/{id}: rename or change the frequency. */
export const UpdateSavedSearchInput = z
  .object({ name: SavedSearchName.optional(), frequency: Frequency.optional() })
  .strict()
  .refine((v) => v.name !== undefined || v.frequency !== undefined, M.nothingToChange);
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchInput>;

export const SavedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(SAVED_SEARCH_SCOPES),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  frequency: z.enum(ALERT_FREQUENCIES),
  /** The page with the search applied: "/requests?country=DE&mod=MRI". */
  path: z.string(),
  lastAlertAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchListSchema = z.object({ data: z.array(SavedSearchSchema) });
export type SavedSearchList = z.infer<typeof SavedSearchListSchema>;

type Params = Record<string, string | string[]>;

/**
 * A saved search keeps its page's own URL parameters, so that its link opens the page as it was. The
 * board's are the API's (q, country, mod, status, sort); the directory's page names its filters
 * otherwise (web/features/providers/search.ts), and these are they.
 */
export const DIRECTORY_PAGE_PARAMS = ["query", "country", "licensed", "mod", "lang", "verified", "sort"] as const;

/** The directory page's parameters as GET /api/providers takes them. */
export function directoryApiQuery(p: Params): Params {
  const api: Record<string, string | string[] | undefined> = {
    query: p.query,
    hqCountry: p.country,
    licensed: p.licensed,
    modalities: p.mod,
    languages: p.lang,
    verified: p.verified === "1" || p.verified === "true" ? "true" : undefined,
    sort: p.sort,
  };
  return Object.fromEntries(Object.entries(api).filter(([, v]) => v !== undefined)) as Params;
}

/** The page a saved search opens: its scope's path with its parameters. */
export function savedSearchPath(scope: SavedSearchScope, query: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of Array.isArray(value) ? value : [value]) params.append(key, v);
  const search = params.toString();
  return `/${scope}${search ? `?${search}` : ""}`;
}
