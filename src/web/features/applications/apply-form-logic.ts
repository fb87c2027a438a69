import { z } from "zod";
import { type Application, type ApplyInput, type ConfirmApplicationInput, PriceSchema } from "@/shared/contracts/applications";
import { APPLICATION_MESSAGES, NOTE_MAX } from "@/shared/policy/applications";
import { APPLICATION_CURRENCIES, isTurnaround, type Turnaround } from "@/shared/reference";

/** The apply form as typed (spec §5 Apply form, PRODUCT.md #22); converted to ApplyInput on submit. */
export interface ApplyFormValues {
  pricePerCt: string;
  currency: (typeof APPLICATION_CURRENCIES)[number];
  note: string;
  /** One optional price per modality of the request; an empty box costs the Price per Study. */
  pricesByModality: Record<string, string>;
  turnaroundCommitment: string;
  /** yyyy-mm-dd or empty. */
  earliestStart: string;
}

/** Today in the viewer's time zone as yyyy-mm-dd: the earliest start a provider may pick. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const applyFormDefaults = (tatRequirement: string | null): ApplyFormValues => ({
  pricePerCt: "",
  currency: "EUR",
  note: "",
  pricesByModality: {},
  turnaroundCommitment: isTurnaround(tatRequirement) ? tatRequirement : "",
  earliestStart: "",
});

export const isPriceText = (text: string) => text.trim() !== "" && PriceSchema.safeParse(text).success;
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(new Date(`${text}T00:00:00`).getTime());

/** The form's checks, with the messages the server gives for the same faults. */
export function applyFormSchema(today: string) {
  return z.object({
    pricePerCt: z.string().refine(isPriceText, APPLICATION_MESSAGES.invalidPrice),
    currency: z.enum(APPLICATION_CURRENCIES),
    note: z.string().max(NOTE_MAX, APPLICATION_MESSAGES.noteTooLong),
    pricesByModality: z.record(z.string(), z.string()).superRefine((prices, ctx) => {
      for (const [modality, text] of Object.entries(prices))
        if (text.trim() !== "" && !isPriceText(text)) ctx.addIssue({ code: "custom", path: [modality], message: APPLICATION_MESSAGES.invalidModalityPrice(modality) });
    }),
    turnaroundCommitment: z.string().refine(isTurnaround, APPLICATION_MESSAGES.turnaroundCommitmentRequired),
    earliestStart: z
      .string()
      .refine((s) => s === "" || isDay(s), APPLICATION_MESSAGES.earliestStartInvalid)
      .refine((s) => s === "" || !isDay(s) || s >= today, APPLICATION_MESSAGES.earliestStartPast),
  });
}

/** The body of POST /api/requests/{id}/applications: only the modality prices given, of the request's modalities. */
export function toApplyInput(v: ApplyFormValues, modalities: readonly string[]): ApplyInput {
  const prices = modalities.filter((m) => v.pricesByModality[m]?.trim()).map((m) => [m, Number(v.pricesByModality[m])] as const);
  return {
    pricePerCt: Number(v.pricePerCt),
    currency: v.currency,
    note: v.note.trim() || undefined,
    pricesByModality: Object.fromEntries(prices),
    turnaroundCommitment: v.turnaroundCommitment as Turnaround,
    earliestStart: v.earliestStart || undefined,
  };
}

/** The confirm form (issue 15 §2): the apply form's price fields, filled in with the bid as it stands. */
export const confirmFormDefaults = (a: Pick<Application, "pricePerCt" | "currency" | "pricesByModality" | "turnaroundCommitment">): ApplyFormValues => ({
  pricePerCt: a.pricePerCt.toFixed(2),
  currency: (APPLICATION_CURRENCIES as readonly string[]).includes(a.currency) ? (a.currency as ApplyFormValues["currency"]) : "EUR",
  note: "",
  pricesByModality: Object.fromEntries(Object.entries(a.pricesByModality).map(([m, p]) => [m, p.toFixed(2)])),
  turnaroundCommitment: a.turnaroundCommitment ?? "",
  earliestStart: "",
});

/** The apply form's checks for the price fields only (confirming changes nothing else). */
export const confirmFormSchema = (today: string) =>
  applyFormSchema(today).extend({ note: z.string(), turnaroundCommitment: z.string(), earliestStart: z.string() });

/** The body of POST /api/applications/{id}/confirm: the price, currency and every modality price given. */
export function toConfirmInput(v: ApplyFormValues, modalities: readonly string[]): ConfirmApplicationInput {
  const { pricePerCt, currency, pricesByModality } = toApplyInput(v, modalities);
  return { pricePerCt, currency, pricesByModality };
}

type ApplyField = "pricePerCt" | "currency" | "note" | "turnaroundCommitment" | "earliestStart" | `pricesByModality.${string}`;
const PLAIN_FIELDS: readonly string[] = ["pricePerCt", "currency", "note", "turnaroundCommitment", "earliestStart"];

/** The server's per-field messages (a 400 with `fields`) that belong to a field of this form. */
export function formFieldErrors(fields: Record<string, string>, modalities: readonly string[]): { name: ApplyField; message: string }[] {
  return Object.entries(fields).flatMap(([key, message]) => {
    const modality = key.startsWith("pricesByModality.") ? key.slice("pricesByModality.".length) : null;
    if (modality !== null) return modalities.includes(modality) ? [{ name: `pricesByModality.${modality}` as const, message }] : [];
    return PLAIN_FIELDS.includes(key) ? [{ name: key as ApplyField, message }] : [];
  });
}
