import type { Application } from "@/shared/contracts/applications";
import { amendmentStanding } from "@/shared/policy/amendments";
import type { ApplicationRow } from "./repo";

/**
 * The application as its provider and the request's owner see it. Give `amendedAt` (the request's last
 * amendment, null if none) on reads, so the bid says whether it still needs confirming.
 */
export function toApplication(row: ApplicationRow, amendedAt?: Date | null): Application {
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
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    ...(amendedAt === undefined
      ? {}
      : { amendment: amendedAt ? { amendedAt: amendedAt.toISOString(), standing: amendmentStanding(row, amendedAt) } : null }),
  };
}
