import { z } from "zod";
import { isoTime, isStorableTime } from "./common";

/**
 * Open data (issue 35, PRODUCT.md #40): the OCDS 1.1 feed of the requests their hospital marked "Publish as open
 * data". The packages are OCDS's own (standards/ocds-1.1 holds the official schemas); here are the parameters and
 * a permissive outline of the bodies for the OpenAPI document.
 */

/** The ocid prefix used until a deployment registers its own with the Open Contracting Partnership (OCDS_OCID_PREFIX). */
export const OCID_PREFIX_DEFAULT = "ocds-rdbrdg";
/** A prefix as the Open Contracting Partnership issues them: "ocds-" and six letters or digits. */
export const OCID_PREFIX_PATTERN = /^ocds-[a-z0-9]{6}$/;

/** Releases per page; records carry all their releases and a compiled release, so their pages are smaller. */
export const RELEASES_LIMIT = { default: 100, max: 500 } as const;
export const RECORDS_LIMIT = { default: 20, max: 100 } as const;

export const OPEN_DATA_MESSAGES = {
  since: 'The "since" parameter must be a date (2026-01-31) or a date-time with its offset (2026-01-31T12:00:00Z)',
  until: 'The "until" parameter must be a date (2026-01-31) or a date-time with its offset (2026-01-31T12:00:00Z)',
  range: 'The "since" parameter must be before "until"',
  limit: (max: number) => `The "limit" parameter must be a whole number from 1 to ${max}`,
  cursor: 'The "cursor" parameter must be one this feed gave in a links.next',
  notFound: "No published record has this ocid",
  ocid: "Invalid ocid",
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A day (its start, UTC) or a date-time with its offset, as an ISO instant; a real day and time only (no 2026-02-30). */
const instant = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => (DATE.test(v) || DATE_TIME.test(v)) && isStorableTime(isoTime(v)), message)
    .transform((v) => new Date(isoTime(v)).toISOString());

/** The query of GET /api/ocds/releases and /api/ocds/records: a window of release dates (since included, until not), and keyset paging. */
const feedQuery = (limit: { default: number; max: number }, what: string) =>
  z
    .object({
      since: instant(OPEN_DATA_MESSAGES.since).optional().meta({ description: "Releases dated at or after this instant (a day means its start, UTC)", example: "2026-01-01" }),
      until: instant(OPEN_DATA_MESSAGES.until).optional().meta({ description: "Releases dated before this instant", example: "2026-02-01T00:00:00Z" }),
      cursor: z
        .string({ error: OPEN_DATA_MESSAGES.cursor })
        .regex(/^[A-Za-z0-9_-]{1,400}$/, OPEN_DATA_MESSAGES.cursor)
        .optional()
        .meta({ description: "Where the page starts: as given in the previous page's links.next" }),
      limit: z.coerce
        .number({ error: OPEN_DATA_MESSAGES.limit(limit.max) })
        .int(OPEN_DATA_MESSAGES.limit(limit.max))
        .min(1, OPEN_DATA_MESSAGES.limit(limit.max))
        .max(limit.max, OPEN_DATA_MESSAGES.limit(limit.max))
        .default(limit.default)
        .meta({ description: `${what} per page, 1 to ${limit.max} (default ${limit.default})` }),
    })
    .superRefine((v, ctx) => {
      if (v.since && v.until && v.since >= v.until) ctx.addIssue({ code: "custom", path: ["until"], message: OPEN_DATA_MESSAGES.range });
    });

export const ReleasesQuery = feedQuery(RELEASES_LIMIT, "Releases");
export const RecordsQuery = feedQuery(RECORDS_LIMIT, "Records");
export type OpenDataQuery = z.output<typeof ReleasesQuery>;

export const OcidParams = z.object({
  ocid: z
    .string()
    .max(200, OPEN_DATA_MESSAGES.ocid)
    .meta({ description: "The ocid of a published request", example: `${OCID_PREFIX_DEFAULT}-6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10` }),
});

/** An OCDS object, described by the official schema rather than here. */
const OcdsObject = z.record(z.string(), z.unknown());

const PackageFields = {
  uri: z.string(),
  version: z.literal("1.1"),
  extensions: z.array(z.string()),
  publishedDate: z.string(),
  publisher: z.object({ name: z.string(), uri: z.string() }),
  license: z.string(),
  publicationPolicy: z.string(),
  links: z.object({ next: z.string() }).optional().meta({ description: "The next page, when there is one" }),
};

export const ReleasePackageSchema = z
  .object({ ...PackageFields, releases: z.array(OcdsObject).meta({ description: "OCDS 1.1 releases (standards/ocds-1.1/release-schema.json), oldest first" }) })
  .meta({ id: "OcdsReleasePackage", description: "An OCDS 1.1 release package (standards/ocds-1.1/release-package-schema.json)" });
export type ReleasePackage = z.infer<typeof ReleasePackageSchema>;

export const RecordPackageSchema = z
  .object({
    ...PackageFields,
    records: z.array(
      z
        .object({ ocid: z.string(), releases: z.array(OcdsObject), compiledRelease: OcdsObject })
        .meta({ description: "A contracting process: its releases (embedded, oldest first) and their compiled release" }),
    ),
  })
  .meta({ id: "OcdsRecordPackage", description: "An OCDS 1.1 record package (standards/ocds-1.1/record-package-schema.json)" });
export type RecordPackage = z.infer<typeof RecordPackageSchema>;
