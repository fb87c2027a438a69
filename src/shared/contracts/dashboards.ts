import { z } from "zod";
import { WAITING_KINDS } from "../policy/dashboards";
import { MembershipSchema } from "./organisations";

/** GET /api/dashboard, /api/dashboard/waiting and /api/dashboard/charts (issue 32, PRODUCT.md #35). */

const Count = z.object({ total: z.number(), estimated: z.boolean() });

const HospitalCounters = z.object({
  kind: z.literal("hospital"),
  activeTenders: z.number(),
  partnerships: z.number(),
  caseVolume: z.number(),
  /** Seconds; null when no study was recorded this month. */
  averageTurnaroundSeconds: z.number().nullable(),
});

const ProviderCounters = z.object({
  kind: z.literal("provider"),
  /** Exact up to 1,000; above, "more than 1,000". */
  opportunities: Count,
  activeContracts: z.number(),
  casesThisMonth: z.number(),
  rating: z.number(),
  reviewCount: z.number(),
});

export const WaitingItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** What waits, in a few words ("3 bids", "Version 2 to accept"). */
  detail: z.string(),
  /** Where it is acted on, a path of the app. */
  href: z.string(),
  /** Since when it waits (ISO instant); for a request's bids, its deadline; for a credential, its expiry day. */
  since: z.string(),
});

export const WaitingGroupSchema = z.object({
  kind: z.enum(WAITING_KINDS),
  /** How many items of this kind wait; `items` lists the first few, oldest (or soonest due) first. */
  total: z.number(),
  items: z.array(WaitingItemSchema),
});

export const DashboardSchema = z
  .object({
    /** The organisation the user acts for; null without one (the page says how to start). */
    organisation: MembershipSchema.nullable(),
    /** The current month (UTC), YYYY-MM. */
    month: z.string(),
    counters: z.discriminatedUnion("kind", [HospitalCounters, ProviderCounters]).nullable(),
  })
  .meta({ id: "Dashboard" });
export type Dashboard = z.infer<typeof DashboardSchema>;
export type DashboardCounters = NonNullable<Dashboard["counters"]>;

export const DashboardWaitingSchema = z
  .object({
    /** Only the kinds the member's role may act on; none without an organisation. */
    waiting: z.array(WaitingGroupSchema),
  })
  .meta({ id: "DashboardWaiting" });
export type DashboardWaiting = z.infer<typeof DashboardWaitingSchema>;
export type WaitingGroup = z.infer<typeof WaitingGroupSchema>;

const StudyMonth = z.object({ month: z.string(), studies: z.number(), within: z.number() });

const HospitalCharts = z.object({
  kind: z.literal("hospital"),
  /** Recorded studies and those within their commitment, across the organisation's contracts, by month. */
  studies: z.array(StudyMonth),
  /** Per currency of its contracts: the month's fees and the forecast volumes at the contracts' prices (minor units). */
  fees: z.array(z.object({ currency: z.string(), months: z.array(z.object({ month: z.string(), feesMinor: z.number(), forecastMinor: z.number() })) })),
});

const ProviderCharts = z.object({
  kind: z.literal("provider"),
  /** The provider's bids by the month they were made and where they stand now. */
  bids: z.array(
    z.object({ month: z.string(), submitted: z.number(), shortlisted: z.number(), awarded: z.number(), declined: z.number(), withdrawn: z.number() }),
  ),
  /** Per contract with studies in the period: the share within commitment by month. */
  contracts: z.array(z.object({ id: z.string(), title: z.string(), hospital: z.string(), months: z.array(StudyMonth) })),
});

export const DashboardChartsSchema = z
  .object({
    /** The months covered, oldest first, YYYY-MM. */
    months: z.array(z.string()),
    charts: z.discriminatedUnion("kind", [HospitalCharts, ProviderCharts]).nullable(),
  })
  .meta({ id: "DashboardCharts" });
export type DashboardCharts = z.infer<typeof DashboardChartsSchema>;
export type HospitalChartData = z.infer<typeof HospitalCharts>;
export type ProviderChartData = z.infer<typeof ProviderCharts>;
