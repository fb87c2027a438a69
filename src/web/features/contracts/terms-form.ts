import type { FieldErrors } from "react-hook-form";
import { CONTRACT_MODALITIES, type ContractTerms, ContractTermsSchema } from "@/shared/contracts/contracts";
import { CONTRACT_DEFAULTS, CONTRACT_MESSAGES, defaultCommitmentMinutes, type Renewal } from "@/shared/policy/contracts";
import { TURNAROUND_VALUES, type Turnaround } from "@/shared/reference/turnaround";

/**
 * The terms editor's values, as text the inputs hold, and their conversion to the API's `ContractTerms`. The tiers'
 * and the forecast's rows are kept for every tier and every modality (by index), so a row hidden and shown again
 * keeps what was typed; only the tiers the lines use, and the forecasts of their modalities, are sent.
 */
export interface LineValues {
  modality: string;
  tier: Turnaround;
  /** A decimal in the contract's currency ("25.50"); sent in minor units. */
  price: string;
}
export interface TierValues {
  commitment: string;
  unit: "minutes" | "hours";
  creditBelow: string;
  credit: string;
}
export interface EditorValues {
  lines: LineValues[];
  /** One per TURNAROUND_VALUES entry. */
  tiers: TierValues[];
  /** One per CONTRACT_MODALITIES entry. */
  forecast: string[];
  startDate: string;
  termMonths: string;
  renewal: Renewal;
  noticeDays: string;
  quality: string;
  /** A change proposal's first day and note (unused by the draft). */
  effectiveFrom: string;
  message: string;
}
export interface EditorOutput {
  terms: ContractTerms;
  effectiveFrom: string;
  message?: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? "" : String(n));

function tierValues(tier: Turnaround, given?: ContractTerms["tiers"][number]): TierValues {
  const minutes = given?.commitmentMinutes ?? defaultCommitmentMinutes(tier);
  const hours = minutes % 60 === 0;
  return {
    commitment: String(hours ? minutes / 60 : minutes),
    unit: hours ? "hours" : "minutes",
    creditBelow: given ? text(given.creditBelowPercent) : String(CONTRACT_DEFAULTS.creditBelowPercent),
    credit: given ? text(given.creditPercent) : String(CONTRACT_DEFAULTS.creditPercent),
  };
}

/** The editor's starting values: the given terms, or an empty draft starting on `startDate`. */
export function editorValues(terms: ContractTerms | null, startDate: string, effectiveFrom = ""): EditorValues {
  return {
    lines: (terms?.lines ?? []).map((l) => ({ modality: l.modality, tier: l.tier, price: (l.priceMinor / 100).toFixed(2) })),
    tiers: TURNAROUND_VALUES.map((t) => tierValues(t, terms?.tiers.find((x) => x.tier === t))),
    forecast: CONTRACT_MODALITIES.map((m) => text(terms?.forecast[m])),
    startDate: terms?.startDate ?? startDate,
    termMonths: String(terms?.termMonths ?? CONTRACT_DEFAULTS.termMonths),
    renewal: terms?.renewal ?? "none",
    noticeDays: String(terms?.noticeDays ?? CONTRACT_DEFAULTS.noticeDays),
    quality: text(terms?.qualityMaxDiscrepancyPercent),
    effectiveFrom,
    message: "",
  };
}

/** The indexes (in TURNAROUND_VALUES) of the tiers the lines use, in the options' order. */
export const usedTiers = (lines: Pick<LineValues, "tier">[]) => TURNAROUND_VALUES.flatMap((t, i) => (lines.some((l) => l.tier === t) ? [i] : []));

/** The indexes (in CONTRACT_MODALITIES) of the forecast rows: the lines' modalities and any forecast already given. */
export const forecastRows = (lines: Pick<LineValues, "modality">[], forecast: string[]) =>
  CONTRACT_MODALITIES.flatMap((m, i) => (lines.some((l) => l.modality === m) || (forecast[i] ?? "").trim() !== "" ? [i] : []));

/** A decimal as typed, or NaN (which the schema refuses with its own message). */
const decimal = (value: string) => (/^\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);
const optional = (value: string) => (value.trim() === "" ? null : decimal(value));
const minor = (price: string) => (/^\d+(\.\d{1,2})?$/.test(price.trim()) ? Math.round(Number(price.trim()) * 100) : Number.NaN);
const minutesOf = (t: TierValues) => {
  const n = decimal(t.commitment);
  return t.unit === "hours" ? Math.round(n * 60 * 1e6) / 1e6 : n;
};

/** The terms the values say (not yet checked). */
export function toTerms(v: EditorValues): ContractTerms {
  const forecast: Record<string, number> = {};
  for (const i of forecastRows(v.lines, v.forecast)) if ((v.forecast[i] ?? "").trim() !== "") forecast[CONTRACT_MODALITIES[i] as string] = decimal(v.forecast[i] as string);
  return {
    lines: v.lines.map((l) => ({ modality: l.modality, tier: l.tier, priceMinor: minor(l.price) })),
    tiers: usedTiers(v.lines).map((i) => {
      const t = v.tiers[i] as TierValues;
      return { tier: TURNAROUND_VALUES[i] as Turnaround, commitmentMinutes: minutesOf(t), creditBelowPercent: optional(t.creditBelow), creditPercent: optional(t.credit) };
    }),
    forecast,
    startDate: v.startDate.trim(),
    termMonths: decimal(v.termMonths),
    renewal: v.renewal,
    noticeDays: decimal(v.noticeDays),
    qualityMaxDiscrepancyPercent: optional(v.quality),
  };
}

const TIER_FIELDS: Record<string, keyof TierValues> = { commitmentMinutes: "commitment", creditBelowPercent: "creditBelow", creditPercent: "credit" };
const TOP_FIELDS: Record<string, string> = { startDate: "startDate", termMonths: "termMonths", renewal: "renewal", noticeDays: "noticeDays", qualityMaxDiscrepancyPercent: "quality" };

/** The editor's field for a path inside the terms ("lines.0.priceMinor" -> "lines.0.price"), or null when none shows it. */
export function termsField(path: readonly (string | number)[], lines: Pick<LineValues, "tier">[]): string | null {
  const [head, index, field] = path.map(String);
  if (head === "lines") {
    if (index === undefined) return "lines.root";
    return `lines.${index}.${field === "priceMinor" ? "price" : field === "tier" ? "tier" : "modality"}`;
  }
  if (head === "tiers") {
    const row = index === undefined ? undefined : usedTiers(lines)[Number(index)];
    return row === undefined ? "lines.root" : `tiers.${row}.${TIER_FIELDS[field ?? ""] ?? "commitment"}`;
  }
  if (head === "forecast") {
    const row = CONTRACT_MODALITIES.indexOf(index ?? "");
    return row < 0 ? null : `forecast.${row}`;
  }
  return TOP_FIELDS[head ?? ""] ?? null;
}

/** The server's field messages ("terms.lines.0.priceMinor", "effectiveFrom", "message") as the editor's fields. */
export function serverFieldErrors(fields: Record<string, string>, lines: Pick<LineValues, "tier">[]): [string, string][] {
  return Object.entries(fields).flatMap(([key, message]): [string, string][] => {
    if (key === "effectiveFrom" || key === "message") return [[key, message]];
    if (!key.startsWith("terms.") && key !== "terms") return [];
    const field = termsField(key === "terms" ? [] : key.slice("terms.".length).split("."), lines);
    return field ? [[field, message]] : [];
  });
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Checks the values with the API's schema: the terms (and, for a proposal, its first day and note) or a message per field. */
export function checkEditor(v: EditorValues, proposal: boolean): { output: EditorOutput } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const parsed = ContractTermsSchema.safeParse(toTerms(v));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = termsField(issue.path as (string | number)[], v.lines) ?? "lines.root";
      errors[field] ??= issue.message;
    }
  if (proposal && !DAY.test(v.effectiveFrom.trim())) errors.effectiveFrom = CONTRACT_MESSAGES.dateInvalid;
  if (proposal && v.message.trim().length > 4000) errors.message = CONTRACT_MESSAGES.messageTooLong;
  if (!parsed.success || Object.keys(errors).length > 0) return { errors };
  return { output: { terms: parsed.data, effectiveFrom: v.effectiveFrom.trim(), message: v.message.trim() || undefined } };
}

/** Messages by path as react-hook-form's nested errors. */
export function nestErrors(errors: Record<string, string>): FieldErrors<EditorValues> {
  const out: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const keys = path.split(".");
    let node = out;
    for (const key of keys.slice(0, -1)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[keys[keys.length - 1] as string] = { type: "validate", message };
  }
  return out as FieldErrors<EditorValues>;
}
