import type { Application } from "@/shared/contracts/applications";
import type { ApplicationRow } from "./repo";

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    tenderId: row.tenderId,
    providerId: row.providerId,
    pricePerCt: Number(row.pricePerCt),
    currency: row.currency,
    note: row.note,
    pricesByModality: Object.fromEntries(Object.entries(row.pricesByModality).map(([m, p]) => [m, Number(p)])),
    turnaroundCommitment: row.turnaroundCommitment,
    earliestStart: row.earliestStart,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
