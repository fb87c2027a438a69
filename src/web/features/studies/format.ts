import type { Contract } from "@/shared/contracts/contracts";
import type { ContractSide } from "@/shared/policy/contracts";
import type { Actor } from "@/shared/policy/roles";
import { STUDY_COLUMNS, studySubmitRefusal } from "@/shared/policy/studies";
import { TURNAROUND_OPTIONS } from "@/shared/reference/turnaround";
import { formatNumber } from "@/web/lib/utils";

/** How the ledger's pages write their facts. */

export const SIDE_LABELS: Record<ContractSide, string> = { hospital: "Hospital", provider: "Provider" };

/** The contract statuses that have a ledger: from the agreement on (a draft or a sent version has none). */
export const hasLedger = (c: Pick<Contract, "status">) => c.status === "scheduled" || c.status === "active" || c.status === "ended" || c.status === "terminated";

/** Whether the viewer may record studies now (and dispute or resolve them): the shared policy, on an active contract. */
export const canRecord = (actor: Actor, c: Pick<Contract, "status" | "hospital" | "provider">) =>
  c.status === "active" && studySubmitRefusal(actor, { hospitalOrganisationId: c.hospital.id, providerId: c.provider.id }) === null;

/** A tier's name, as the API also reads a priority: "Urgent" for 1-4h. */
export const priorityName = (tier: string) => TURNAROUND_OPTIONS.find((o) => o.value === tier)?.label ?? tier;

/** Around a table with many columns: a little less padding than other tables, so that they fit at desktop widths. */
export const COMPACT_TABLE = "[&_td]:px-2 [&_th]:px-2";

/** "1 study", "1,000 studies". */
export const studiesText = (n: number) => `${formatNumber(n)} ${n === 1 ? "study" : "studies"}`;

/** A commitment in minutes, short: "30 min", "4 h", "1 h 30 min". */
export function commitmentText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** An instant as the studies list shows it, in the viewer's time: "Nov 2, 14:05", with the year when it is not this one. */
export function instantText(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const year = at.getFullYear() === now.getFullYear() ? undefined : "numeric";
  return at.toLocaleString("en-US", { year, month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
}

/** The header line of a study file, in the documented order. */
export const templateCsv = () => `${STUDY_COLUMNS.join(",")}\r\n`;

/** Saves text as a file the browser downloads (the error report, the template), without a round trip to the server. */
export function saveText(text: string, fileName: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
