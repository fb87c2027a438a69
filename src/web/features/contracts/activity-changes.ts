import type { ActivityEvent } from "@/shared/contracts/events";
import { tierLabel } from "@/shared/policy/contracts";
import { formatMoney } from "@/shared/reference/currencies";
import { durationText, percentText } from "./format";

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] | null => (Array.isArray(value) && value.every((v) => v && typeof v === "object") ? (value as Row[]) : null);
const num = (value: unknown) => (typeof value === "number" ? value : null);

/** A recorded term in words, for the timeline: service lines, tiers and the forecast are recorded as data. */
function termText(field: string, value: unknown, currency: string): unknown {
  if (field === "lines")
    return rows(value)?.map((l) => {
      const price = num(l.priceMinor);
      return `${String(l.modality)} ${tierLabel(String(l.tier))}${price === null ? "" : ` ${formatMoney(price / 100, currency)}`}`;
    }) ?? value;
  if (field === "tiers")
    return rows(value)?.map((t) => {
      const minutes = num(t.commitmentMinutes);
      const below = num(t.creditBelowPercent);
      const credit = num(t.creditPercent);
      const creditText = below !== null && credit !== null ? ` (credit ${percentText(credit)} below ${percentText(below)})` : "";
      return `${tierLabel(String(t.tier))} within ${minutes === null ? "?" : durationText(minutes)}${creditText}`;
    }) ?? value;
  if (field === "forecast" && value && typeof value === "object" && !Array.isArray(value))
    return Object.entries(value as Row).map(([modality, studies]) => `${modality} ${String(studies)}/month`);
  return value;
}

/** The contract's events with their terms written out in words (the timeline shows anything else as recorded). */
export function readableEvents(events: ActivityEvent[], currency: string): ActivityEvent[] {
  return events.map((e) => ({
    ...e,
    changes: e.changes.map((c) => ({ ...c, before: termText(c.field, c.before, currency), after: termText(c.field, c.after, currency) })),
  }));
}
