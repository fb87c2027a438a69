import type { RequestRecord } from "@/shared/policy/requests";
import { type Changes, snapshotOf } from "../events/record";

/** What the history keeps of a request when it is created (as "after") or deleted (as "before"). */
export function requestSnapshot(r: RequestRecord, side: "after" | "before"): Changes {
  return snapshotOf(
    {
      title: r.title,
      facility: r.facility,
      country: r.country,
      description: r.description,
      modalities: r.modalities,
      requirements: r.requirements,
      volumesPerMonth: r.volumesPerMonth,
      volumesByModality: r.volumesByModality,
      weightPrice: r.weightPrice,
      weightTurnaround: r.weightTurnaround,
      weightQuality: r.weightQuality,
      tatRequirement: r.tatRequirement,
      budgetMin: r.budgetMin,
      budgetMax: r.budgetMax,
      budgetCurrency: r.budgetCurrency,
      deadline: r.deadline,
      contactEmail: r.contactEmail,
      websiteUrl: r.websiteUrl,
      status: r.status,
    },
    side,
  );
}
