import { countryName } from "@/shared/reference/countries";
import { TURNAROUND_VALUES } from "@/shared/reference/turnaround";
import type { applications, tenders } from "../schema";
import { demoBid } from "./applications-data";
import type { Rng } from "./random";
import { splitVolume } from "./requests-data";
import { somewhere } from "./scale-providers";
import { FACILITY_KINDS, FACILITY_PREFIXES, HOSPITAL_KINDS, REQUEST_SCOPES, REQUIREMENTS } from "./scale-vocabulary";

type NewTender = typeof tenders.$inferInsert;
type NewApplication = typeof applications.$inferInsert;
type Status = NonNullable<NewApplication["status"]>;
type ScaleTender = NewTender & { id: string; modalities: string[]; tatRequirement: string; deadline: Date; postedDate: Date; hospitalId: string };

const DAY = 86_400_000;
/** Applications per request on average; each request has 0 to twice as many. */
export const APPLICATIONS_PER_REQUEST = 10;

const EURO = new Set(["DE", "FR", "ES", "IT", "NL", "BE", "AT", "FI", "PT", "IE", "GR"]);
const LOCAL_CURRENCY: Record<string, string> = { GB: "GBP", CH: "CHF", SE: "SEK", CA: "CAD", AU: "AUD", JP: "JPY" };
const WEIGHTS: [number, number, number][] = [
  [40, 30, 30],
  [50, 25, 25],
  [60, 20, 20],
  [30, 40, 30],
  [34, 33, 33],
];

/** Statuses of the applications of an open request, a request past its deadline, and a closed one (weights sum to 100). */
const STATUS_MIX: Record<"open" | "expired" | "closed", [Status, number][]> = {
  open: [["SUBMITTED", 55], ["SHORTLISTED", 20], ["DECLINED", 10], ["WITHDRAWN", 12], ["AWARDED", 3]],
  expired: [["SUBMITTED", 40], ["SHORTLISTED", 25], ["DECLINED", 20], ["WITHDRAWN", 10], ["AWARDED", 5]],
  closed: [["DECLINED", 50], ["WITHDRAWN", 15], ["SUBMITTED", 10], ["SHORTLISTED", 10], ["AWARDED", 15]],
};

function weighted(r: Rng, mix: [Status, number][]): Status {
  let x = r.next() * 100;
  for (const [status, weight] of mix) {
    x -= weight;
    if (x < 0) return status;
  }
  return mix[0]![0];
}

/** How many applications each of `n` requests gets: pairs of requests share 2 x the average, so the total is exact. */
export function applicationCounts(r: Rng, n: number, providers: number): number[] {
  const counts: number[] = [];
  for (let i = 0; i < n; i += 2) {
    const d = r.int(-APPLICATIONS_PER_REQUEST, APPLICATIONS_PER_REQUEST);
    counts.push(i + 1 < n ? APPLICATIONS_PER_REQUEST + d : APPLICATIONS_PER_REQUEST);
    if (i + 1 < n) counts.push(APPLICATIONS_PER_REQUEST - d);
  }
  return counts.map((c) => Math.min(c, providers));
}

/** A synthetic request of `hospitalId`: open with a future deadline, open past its deadline, or closed. */
export function scaleTender(r: Rng, id: string, hospitalId: string, now: number): ScaleTender {
  const { country, city } = somewhere(r);
  const scope = r.pick(REQUEST_SCOPES);
  const facility = r.chance(0.5) ? `${city} ${r.pick(FACILITY_KINDS)}` : `${r.pick(FACILITY_PREFIXES)} ${r.pick(FACILITY_KINDS)} ${city}`;
  const volume = r.pick([150, 350, 800, 1200, 1500, 2500, 4000, 6500, 12000]);
  const budget = r.chance(0.75) ? r.pick([8, 12, 15, 20, 25, 35, 50, 80]) : null;
  const posted = new Date(now - r.int(0, 270) * DAY - r.int(0, 86_399) * 1000);
  const [weightPrice, weightTurnaround, weightQuality] = r.pick(WEIGHTS);
  const domain = facility.toLowerCase().replace(/[^a-z]+/g, "");
  return {
    id,
    title: r.chance(0.6) ? `${scope.title} – ${city}` : scope.title,
    facility,
    country,
    description: `${r.pick(HOSPITAL_KINDS)} in ${city}, ${countryName(country)} (${volume.toLocaleString("en-US")} studies a month) is looking for a teleradiology partner. ${scope.text}`,
    modalities: scope.modalities,
    requirements: r.some(REQUIREMENTS, 0, 4),
    volumesPerMonth: volume,
    volumesByModality: r.chance(0.66) ? splitVolume(volume, scope.modalities) : {},
    weightPrice,
    weightTurnaround,
    weightQuality,
    tatRequirement: r.pick(TURNAROUND_VALUES),
    budgetMin: budget,
    budgetMax: budget === null ? null : budget + r.pick([5, 10, 15, 25, 40]),
    budgetCurrency: LOCAL_CURRENCY[country] ?? (EURO.has(country) ? "EUR" : "USD"),
    deadline: new Date(posted.getTime() + r.int(14, 240) * DAY),
    postedDate: posted,
    status: r.chance(0.15) ? "CLOSED" : "OPEN",
    responseCount: 0,
    contactEmail: r.chance(0.8) ? `radiology@${domain}.example` : null,
    websiteUrl: r.chance(0.7) ? `https://www.${domain}.example` : null,
    hospitalId,
    createdAt: posted,
    updatedAt: posted,
  };
}

/**
 * `count` applications to `tender` from distinct providers, in statuses that fit the request's state
 * (at most one AWARDED), each dated between the posting and the deadline; sets the request's response_count.
 */
export function scaleApplications(
  r: Rng,
  tender: ScaleTender,
  count: number,
  providerIds: string[],
  teleradOf: Map<string, string>,
  now: number,
  nextId: () => string,
): NewApplication[] {
  const state = tender.status === "CLOSED" ? "closed" : tender.deadline.getTime() > now ? "open" : "expired";
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(providerIds[Math.floor(r.next() * providerIds.length)]!);
  let awarded = false;
  const window = Math.max(DAY, Math.min(now, tender.deadline.getTime()) - tender.postedDate.getTime());
  const rows = [...chosen].map((providerId) => {
    let status = weighted(r, STATUS_MIX[state]);
    if (status === "AWARDED" && awarded) status = "DECLINED";
    awarded ||= status === "AWARDED";
    const created = new Date(Math.min(now, tender.postedDate.getTime() + Math.floor(r.next() * window)));
    const scored = status !== "SUBMITTED" && status !== "WITHDRAWN" && r.chance(0.3);
    const bid = demoBid(r, tender, providerId, status);
    bid.id = nextId();
    bid.applicantUserId = teleradOf.get(providerId) ?? null;
    bid.qualityScore = scored ? r.int(30, 100) / 10 : null;
    bid.qualityScoredBy = scored ? tender.hospitalId : null;
    bid.qualityScoredAt = scored ? created : null;
    bid.createdAt = created;
    bid.updatedAt = created;
    return bid;
  });
  tender.responseCount = rows.filter((a) => a.status !== "WITHDRAWN").length;
  return rows;
}
