import { TURNAROUND_VALUES } from "@/shared/reference/turnaround";
import type { applications, tenders } from "../schema";
import type { Rng } from "./random";

type NewApplication = typeof applications.$inferInsert;
type NewTender = typeof tenders.$inferInsert;

/** Roughly what one euro buys, so a demo price reads like a real one in its currency. */
const PER_EURO = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95, SEK: 11.3 } as const;
const CURRENCIES = Object.keys(PER_EURO) as (keyof typeof PER_EURO)[];
/** Modalities that cost more to read than the bid's base price. */
const DEARER: Record<string, number> = { MRI: 1.6, PET: 2.2, SPECT: 1.8, Mammography: 1.3 };
const NOTES = [
  "Board-certified radiologists, PACS integration included, critical findings by phone within 10 minutes.",
  "Subspecialty readers for neuro and MSK; reports in the hospital's template and language.",
  "24/7 cover from three time zones, double reading of every tenth study for quality assurance.",
];

const money = (n: number) => Math.round(n * 100) / 100;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A demo bid: a price in one of the five currencies, dearer modalities priced apart, a turnaround near the request's. */
export function demoBid(r: Rng, tender: { id: string; modalities: string[]; tatRequirement: string | null }, providerId: string, status: NewApplication["status"]): NewApplication {
  const currency = r.pick(CURRENCIES);
  const base = 14 + r.next() * 26;
  const pricesByModality = Object.fromEntries(
    tender.modalities.filter((m) => m in DEARER).map((m) => [m, money(base * DEARER[m]! * PER_EURO[currency])]),
  );
  const required = TURNAROUND_VALUES.indexOf((tender.tatRequirement ?? ">48h") as (typeof TURNAROUND_VALUES)[number]);
  const commitment = TURNAROUND_VALUES[Math.max(0, Math.min(TURNAROUND_VALUES.length - 1, required + r.int(-1, 1)))];
  return {
    tenderId: tender.id,
    providerId,
    pricePerCt: money(base * PER_EURO[currency]),
    currency,
    pricesByModality,
    turnaroundCommitment: commitment,
    earliestStart: r.chance(0.6) ? inDays(r.int(7, 60)) : null,
    note: r.chance(0.7) ? r.pick(NOTES) : null,
    status,
  };
}

/** The issue's own example: one request, four bids in four currencies, waiting for the hospital's decision. */
export const FLAGSHIP_TENDER: Omit<NewTender, "hospitalId"> = {
  title: "MRI backlog reduction – Germany",
  facility: "Klinikum Nordstadt",
  country: "DE",
  description:
    "A university hospital in Germany (1,200 studies a month) is looking for a teleradiology partner. Our outpatient MRI backlog has grown to six weeks; we also need CT follow-up reads. Reports in German, in our template.",
  modalities: ["MRI", "CT"],
  requirements: ["Local language reports", "HL7/DICOM integration"],
  volumesPerMonth: 1200,
  volumesByModality: { MRI: 800, CT: 400 },
  weightPrice: 40,
  weightTurnaround: 30,
  weightQuality: 30,
  tatRequirement: "24-48h",
  budgetMin: 35,
  budgetMax: 45,
  budgetCurrency: "EUR",
  contactEmail: "radiologie@klinikumnordstadt.example",
  websiteUrl: "https://www.klinikumnordstadt.example",
};

export function flagshipBids(tenderId: string, providerIds: string[]): NewApplication[] {
  const bid = (i: number, over: Partial<NewApplication>): NewApplication => ({ tenderId, providerId: providerIds[i]!, pricePerCt: 1, status: "SUBMITTED", ...over });
  return [
    bid(0, { pricePerCt: 325.72, currency: "SEK", pricesByModality: { MRI: 398 }, turnaroundCommitment: "24-48h", earliestStart: inDays(14), note: "Nordic reading hub, German-speaking neuroradiologists." }),
    bid(1, { pricePerCt: 36.71, currency: "GBP", turnaroundCommitment: "12-24h", earliestStart: inDays(30), note: "Consultant-only reporting, 24/7." }),
    bid(2, { pricePerCt: 31.58, currency: "CHF", pricesByModality: { MRI: 38.2 }, turnaroundCommitment: ">48h", note: "Weekday cover; MRI reported by MSK fellows." }),
    bid(3, { pricePerCt: 39, currency: "GBP", pricesByModality: { MRI: 41.5 }, turnaroundCommitment: "4-12h", earliestStart: inDays(7), status: "SHORTLISTED", qualityScore: 9.5 }),
  ];
}
