import { z } from "zod";
import {
  CONTRACT_ACTIONS,
  CONTRACT_MESSAGES as M,
  CONTRACT_SIDES,
  CONTRACT_STATUSES,
  RENEWALS,
  VERSION_STATUSES,
} from "../policy/contracts";
import { ALL_MODALITIES, APPLICATION_CURRENCIES, TURNAROUND_VALUES, WIZARD_MODALITIES } from "../reference";
import { isoTime, isStorableTime, pageSchema, pagingQuery } from "./common";

/** Contracts: terms, versions, acceptance and termination (issue 30, PRODUCT.md #36). Money in minor units (cents). */

export const CONTRACT_MODALITIES = [...new Set<string>([...WIZARD_MODALITIES, ...ALL_MODALITIES])] as [string, ...string[]];

const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A percentage from 0 to 100 with at most two decimals (kept exact: 97.5 is stored as 97.5). */
const Percent = z
  .number({ error: M.percentInvalid })
  .min(0, M.percentInvalid)
  .max(100, M.percentInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-9, M.percentInvalid);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const IsoDay = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((v) => DAY.test(v) && isStorableTime(isoTime(v)), M.dateInvalid);

const Tier = z.enum(TURNAROUND_VALUES, { error: M.tierInvalid });

export const ServiceLineSchema = z
  .object({
    modality: z.enum(CONTRACT_MODALITIES, { error: M.modalityInvalid }),
    tier: Tier,
    /** Price per study in minor units of the contract's currency (2500 = 25.00). */
    priceMinor: whole(1, 100_000_000, M.priceInvalid),
  })
  .strict();


/** One priority tier's commitment and its service credit: below `creditBelowPercent` % on time in a month, `creditPercent` % of the tier's fees. */
export const TierTermsSchema = z
  .object({
    tier: Tier,
    commitmentMinutes: whole(1, 10_080, M.commitmentInvalid),
    creditBelowPercent: Percent.nullable(),
    creditPercent: Percent.nullable(),
  })
  .strict()
  .refine((t) => (t.creditBelowPercent === null) === (t.creditPercent === null), { message: M.creditIncomplete, path: ["creditPercent"] });
export type TierTerms = z.infer<typeof TierTermsSchema>;

const TermsShape = z
  .object({
    lines: z.array(ServiceLineSchema, { error: M.linesRequired }).min(1, M.linesRequired).max(100, M.tooManyLines),
    tiers: z.array(TierTermsSchema, { error: M.tierInvalid }).max(TURNAROUND_VALUES.length, M.tierInvalid),
    /** Monthly studies expected per modality. */
    forecast: z.partialRecord(z.enum(CONTRACT_MODALITIES, { error: M.modalityInvalid }), whole(0, 1_000_000, M.forecastInvalid)),
    startDate: IsoDay,
    termMonths: whole(1, 120, M.termInvalid),
    renewal: z.enum(RENEWALS, { error: M.renewalInvalid }),
    noticeDays: whole(0, 365, M.noticeInvalid),
    /** The highest significant-discrepancy rate (RADPEER 2b + 3b) the provider commits to, or none. */
    qualityMaxDiscrepancyPercent: Percent.nullable(),
  })
  .strict();

/** A contract's terms: every (modality, tier) once, and exactly one set of tier terms per tier the lines use. */
export const ContractTermsSchema = TermsShape.superRefine((t, ctx) => {
  const seen = new Set<string>();
  t.lines.forEach((l, i) => {
    const key = `${l.modality}\u0000${l.tier}`;
    if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["lines", i], message: M.lineTwice(l.modality, l.tier) });
    seen.add(key);
  });
  const used = new Set(t.lines.map((l) => l.tier));
  const given = new Set<string>();
  t.tiers.forEach((x, i) => {
    if (given.has(x.tier)) ctx.addIssue({ code: "custom", path: ["tiers", i], message: M.tierTwice(x.tier) });
    else if (!used.has(x.tier)) ctx.addIssue({ code: "custom", path: ["tiers", i], message: M.tierUnused(x.tier) });
    given.add(x.tier);
  });
  for (const tier of used) if (!given.has(tier)) ctx.addIssue({ code: "custom", path: ["tiers"], message: M.tierMissing(tier) });
}).meta({ id: "ContractTerms" });
export type ContractTerms = z.infer<typeof ContractTermsSchema>;

const Message = (required: string, long: string) => z.string({ error: required }).max(8000, long).trim().min(1, required).max(4000, long);

/** PUT /api/contracts/{id}/draft */
export const DraftInput = z.object({ terms: ContractTermsSchema }).strict();
/** POST /api/contracts/{id}/send: an optional note with the version. */
export const SendInput = z.object({ message: Message(M.messageRequired, M.messageTooLong).optional() }).strict();
/** POST /api/contracts/{id}/accept: the version the provider read. */
export const AcceptInput = z.object({ versionId: z.uuid({ error: M.versionNotFound }) }).strict();
/** POST /api/contracts/{id}/request-changes */
export const RequestChangesInput = z.object({ versionId: z.uuid({ error: M.versionNotFound }), message: Message(M.messageRequired, M.messageTooLong) }).strict();
/** POST /api/contracts/{id}/changes: new terms from a day on. */
export const ProposeChangeInput = z.object({ terms: ContractTermsSchema, effectiveFrom: IsoDay, message: Message(M.messageRequired, M.messageTooLong).optional() }).strict();
/** POST /api/contracts/{id}/changes/{versionId}/accept or /decline */
export const AnswerChangeInput = z.object({ message: Message(M.messageRequired, M.messageTooLong).optional() }).strict();
/** POST /api/contracts/{id}/terminate */
export const TerminateInput = z.object({ reason: Message(M.reasonRequired, M.reasonTooLong) }).strict();

const Party = z.object({ id: z.string(), name: z.string() });
const Person = z.object({ name: z.string().nullable(), email: z.string().nullable() }).nullable();

export const ContractVersionSchema = z
  .object({
    id: z.string(),
    /** The agreed version it proposes (1: the contract; 2 and on: each change). */
    number: z.number(),
    /** The sending within that version (a draft revised after "changes asked" is sent again as revision 2). */
    revision: z.number(),
    kind: z.enum(["contract", "change"]),
    status: z.enum(VERSION_STATUSES),
    proposedBySide: z.enum(CONTRACT_SIDES),
    proposedBy: Person,
    proposedAt: z.string(),
    message: z.string().nullable(),
    respondedBy: Person,
    respondedAt: z.string().nullable(),
    response: z.string().nullable(),
    effectiveFrom: z.string(),
    terms: ContractTermsSchema,
  })
  .meta({ id: "ContractVersion" });
export type ContractVersion = z.infer<typeof ContractVersionSchema>;

export const ContractSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    status: z.enum(CONTRACT_STATUSES),
    hospital: Party,
    provider: Party,
    currency: z.enum(APPLICATION_CURRENCIES),
    startDate: z.string(),
    termMonths: z.number(),
    endDate: z.string(),
    awaiting: z.enum(CONTRACT_SIDES).nullable(),
    /** What the contract waits for, in words, or null. */
    nextAction: z.string().nullable(),
    terminatesOn: z.string().nullable(),
    updatedAt: z.string(),
  })
  .meta({ id: "ContractSummary" });
export type ContractSummary = z.infer<typeof ContractSummarySchema>;

export const ContractSchema = ContractSummarySchema.extend({
  requestId: z.string().nullable(),
  applicationId: z.string().nullable(),
  /** The bid's earliest start: the draft's start cannot be earlier. */
  earliestStart: z.string().nullable(),
  /** The agreed version in force (null before acceptance). */
  currentVersion: z.number().nullable(),
  /** The terms shown: the agreed version's, or (before acceptance) the draft's for the hospital and the sent version's for the provider; null for the provider before the first sending. */
  terms: ContractTermsSchema.nullable(),
  /** The hospital's unsent draft; null for anyone who is not its member (or an admin). */
  draft: ContractTermsSchema.nullable(),
  versions: z.array(ContractVersionSchema),
  acceptance: z.object({ hospital: Person, hospitalAt: z.string().nullable(), provider: Person, providerAt: z.string().nullable() }),
  termination: z.object({ bySide: z.enum(CONTRACT_SIDES), by: Person, reason: z.string(), noticeAt: z.string(), effectiveOn: z.string() }).nullable(),
  /** The caller's side, and what it may do now. */
  mySide: z.enum(CONTRACT_SIDES).nullable(),
  /** Messages of the other side in the contract's thread the caller has not read. */
  unreadMessages: z.number(),
  actions: z.array(z.enum(CONTRACT_ACTIONS)),
}).meta({ id: "Contract" });
export type Contract = z.infer<typeof ContractSchema>;

export const ContractsQuery = z
  .object({ status: z.enum(CONTRACT_STATUSES, { error: `status must be one of ${CONTRACT_STATUSES.join(", ")}` }).optional(), ...pagingQuery(20) })
  .strict();
export type ContractsQuery = z.output<typeof ContractsQuery>;
export const ContractPage = pageSchema(ContractSummarySchema).meta({ id: "ContractPage" });
export type ContractPage = z.infer<typeof ContractPage>;
