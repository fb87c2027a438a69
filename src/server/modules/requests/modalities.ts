import { EVALUATION_MESSAGES, modalitiesNotListed } from "@/shared/contracts/request-evaluation";
import { Invalid } from "../../errors";

/** Refuses (400, a message per key on `field.{modality}`) a per-modality record with a modality the request does not list. */
export function refuseModalitiesNotListed(field: "volumesByModality" | "pricesByModality", record: Record<string, unknown>, modalities: readonly string[]): void {
  const stray = modalitiesNotListed(record, modalities);
  if (stray.length === 0) return;
  const fields = Object.fromEntries(stray.map((m) => [`${field}.${m}`, EVALUATION_MESSAGES.modalityNotListed(m)]));
  throw new Invalid(EVALUATION_MESSAGES.modalityNotListed(stray[0]!), fields);
}
