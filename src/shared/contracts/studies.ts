import { z } from "zod";
import { CONTRACT_SIDES } from "../policy/contracts";
import { MAX_BATCH_ROWS, PEER_REVIEW_SCORES, STUDY_MESSAGES as M, STUDY_STATUSES } from "../policy/studies";
import { APPLICATION_CURRENCIES, TURNAROUND_VALUES } from "../reference";
import { pageSchema, pagingQuery } from "./common";

/** The performance ledger (issue 31): studies, uploads, statements and API keys. */

const text = z.string({ error: "Must be text" });
const optionalText = text.nullable().optional();

/** One study as a machine client sends it: the CSV's columns in camelCase (any other field is refused). */
export const StudyInputSchema = z
  .object({
    reference: text.meta({ description: "The hospital's accession number; RadBridge keeps only a keyed hash of it", example: "ACC-2026-004211" }),
    modality: text.meta({ example: "CT" }),
    priority: text.meta({ description: "The priority tier, by name (Urgent) or range (1-4h)", example: "Urgent" }),
    imagesAvailableAt: text.meta({ example: "2026-11-02T14:05:00Z" }),
    preliminaryReportAt: optionalText,
    finalReportAt: text.meta({ example: "2026-11-02T15:10:00Z" }),
    peerReview: optionalText.meta({ description: "RADPEER score: 1, 2a, 2b, 3a or 3b" }),
  })
  .strict()
  .meta({ id: "StudyInput" });
export type StudyInput = z.infer<typeof StudyInputSchema>;

/** POST /api/contracts/{id}/studies */
export const StudyBatchInput = z
  .object({ studies: z.array(StudyInputSchema, { error: M.batchEmpty }).min(1, M.batchEmpty).max(MAX_BATCH_ROWS, M.batchTooLarge) })
  .strict()
  .meta({ id: "StudyBatch" });

export const StudyErrorSchema = z.object({
  /** The file's line (the header is line 1), the batch's row (from 1), or the FHIR bundle's entry (from 1; 0 for the bundle). */
  line: z.number(),
  column: z.string().nullable(),
  message: z.string(),
  /** FHIR bundles only: where the problem is, as a FHIR path (`Bundle.entry[2].resource.issued`). */
  path: z.string().optional(),
});
export type StudyError = z.infer<typeof StudyErrorSchema>;

/** The answer to a refused file or batch: nothing was stored. */
export const StudyErrorsBody = z
  .object({
    error: z.object({ code: z.string(), message: z.string() }),
    /** The first 100 errors, in line order. */
    errors: z.array(StudyErrorSchema),
    errorCount: z.number(),
    /** Every error as CSV (line,column,message), for download. */
    report: z.string(),
  })
  .meta({ id: "StudyErrors" });
export type StudyErrorsBody = z.infer<typeof StudyErrorsBody>;

export const IngestResultSchema = z
  .object({ stored: z.number(), created: z.number(), updated: z.number(), months: z.array(z.string()) })
  .meta({ id: "StudyIngestResult" });
export type IngestResult = z.infer<typeof IngestResultSchema>;

export const STUDY_ACTIONS = ["dispute", "resolve"] as const;

export const StudySchema = z
  .object({
    id: z.string(),
    /** The start of the reference's keyed hash ("#3f9a0c12de"): the accession number itself is never kept. */
    reference: z.string(),
    modality: z.string(),
    tier: z.enum(TURNAROUND_VALUES),
    imagesAvailableAt: z.string(),
    preliminaryReportAt: z.string().nullable(),
    finalReportAt: z.string(),
    turnaroundSeconds: z.number(),
    commitmentMinutes: z.number(),
    withinCommitment: z.boolean(),
    peerReview: z.enum(PEER_REVIEW_SCORES).nullable(),
    submittedBySide: z.enum(CONTRACT_SIDES),
    status: z.enum(STUDY_STATUSES),
    dispute: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
    resolution: z.object({ kind: z.enum(["corrected", "confirmed"]), at: z.string() }).nullable(),
    actions: z.array(z.enum(STUDY_ACTIONS)),
  })
  .meta({ id: "Study" });
export type Study = z.infer<typeof StudySchema>;

const Month = z
  .string({ error: M.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthInvalid)
  .meta({ example: "2026-10" });

export const StudiesQuery = z
  .object({
    status: z.enum(STUDY_STATUSES, { error: `status must be one of ${STUDY_STATUSES.join(", ")}` }).optional(),
    ...pagingQuery(25),
  })
  .strict();
export type StudiesQuery = z.output<typeof StudiesQuery>;
export const StudyPage = pageSchema(StudySchema).meta({ id: "StudyPage" });
export type StudyPage = z.infer<typeof StudyPage>;

/** POST /api/contracts/{id}/studies/{studyId}/dispute */
export const DisputeInput = z
  .object({ reason: z.string({ error: M.reasonRequired }).max(4000, M.reasonTooLong).trim().min(1, M.reasonRequired).max(1000, M.reasonTooLong) })
  .strict();

/** POST /api/contracts/{id}/studies/{studyId}/resolve: confirm as recorded, or correct with new values. */
export const ResolveInput = z
  .discriminatedUnion(
    "resolution",
    [
      z.object({ resolution: z.literal("confirmed") }).strict(),
      z.object({ resolution: z.literal("corrected"), study: StudyInputSchema.omit({ reference: true }) }).strict(),
    ],
    { error: M.resolutionInvalid },
  )
  .meta({ id: "ResolveDispute" });
export type ResolveInput = z.infer<typeof ResolveInput>;

export const StatementQuery = z.object({ month: Month.optional() }).strict();

const TierFigures = z.object({
  tier: z.enum(TURNAROUND_VALUES),
  commitmentMinutes: z.number(),
  studies: z.number(),
  within: z.number(),
  /** Share within the commitment, percent with one decimal. */
  sharePercent: z.number().nullable(),
  p50Seconds: z.number().nullable(),
  p90Seconds: z.number().nullable(),
  p95Seconds: z.number().nullable(),
  feesMinor: z.number(),
  creditBelowPercent: z.number().nullable(),
  creditPercent: z.number().nullable(),
  creditMinor: z.number(),
  /** Studies per turnaround bucket (DISTRIBUTION_LABELS: shares of the commitment). */
  distribution: z.array(z.number()),
});
export type TierFigures = z.infer<typeof TierFigures>;

export const StatementSchema = z
  .object({
    contractId: z.string(),
    title: z.string(),
    currency: z.enum(APPLICATION_CURRENCIES),
    /** YYYY-MM */
    month: z.string(),
    /** The months with studies, newest first, and the contract's months so far. */
    months: z.array(z.string()),
    volume: z.array(z.object({ modality: z.string(), tier: z.enum(TURNAROUND_VALUES), studies: z.number() })),
    forecast: z.array(z.object({ modality: z.string(), forecast: z.number().nullable(), studies: z.number() })),
    tiers: z.array(TierFigures),
    feesMinor: z.number(),
    creditMinor: z.number(),
    peerReview: z.object({ reviewed: z.number(), significant: z.number(), ratePercent: z.number().nullable(), thresholdPercent: z.number().nullable(), met: z.boolean().nullable() }),
    /** Studies of the month waiting for a dispute's resolution (not counted above). */
    disputed: z.number(),
    /** The last 12 months with studies up to this one, oldest first: for the trend charts. */
    trend: z.array(
      z.object({
        month: z.string(),
        studies: z.number(),
        forecast: z.number().nullable(),
        tiers: z.array(z.object({ tier: z.enum(TURNAROUND_VALUES), sharePercent: z.number().nullable() })),
      }),
    ),
  })
  .meta({ id: "Statement" });
export type Statement = z.infer<typeof StatementSchema>;

// ---- API keys ----------------------------------------------------------------------------------

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters, to tell keys apart. */
    prefix: z.string(),
    scope: z.literal("studies:write"),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: "ApiKey" });
export type ApiKey = z.infer<typeof ApiKeySchema>;
export const ApiKeyListSchema = z.object({ data: z.array(ApiKeySchema) }).meta({ id: "ApiKeyList" });
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() }).meta({ id: "CreatedApiKey" });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;
export const CreateApiKeyInput = z
  .object({ name: z.string({ error: M.keyNameRequired }).max(1000, M.keyNameTooLong).trim().min(1, M.keyNameRequired).max(80, M.keyNameTooLong) })
  .strict();
