import { z } from "zod";
import { SCORING_MESSAGES, weightsAddUp } from "../policy/scoring";
import { ALL_MODALITIES } from "../reference/modalities";
import { EVALUATION_MESSAGES } from "./request-constants";

/** The tender terms of a request (PRODUCT.md #22): monthly volume by modality and evaluation weights. */

export { EVALUATION_MESSAGES };

const Weight = z.number({ error: SCORING_MESSAGES.weightWhole }).int(SCORING_MESSAGES.weightWhole).min(0, SCORING_MESSAGES.weightWhole).max(100, SCORING_MESSAGES.weightWhole);

export const WeightsSchema = z.object({ price: z.number(), turnaround: z.number(), quality: z.number() });

/** Price / Turnaround / Quality, whole percentages that add up to 100 (default 40 / 30 / 30). */
export const WeightsInput = z
  .object({ price: Weight, turnaround: Weight, quality: Weight }, { error: SCORING_MESSAGES.weightsSum })
  .strict()
  .refine(weightsAddUp, { message: SCORING_MESSAGES.weightsSum });

/**
 * Monthly studies per modality: { "CT": 800, "MRI": 400 }. Zero entries are dropped; every key must
 * be a known modality (and, checked with the request, one of its modalities).
 */
export const VolumesByModalityInput = z
  .record(z.string(), z.unknown(), { error: "Volumes by modality must be an object of modality: studies per month" })
  .superRefine((record, ctx) => {
    for (const [modality, volume] of Object.entries(record)) {
      if (!(ALL_MODALITIES as string[]).includes(modality))
        ctx.addIssue({ code: "custom", path: [modality], message: `Unknown modality: ${modality}` });
      else if (typeof volume !== "number" || !Number.isInteger(volume) || volume < 0 || volume > 100_000_000)
        ctx.addIssue({ code: "custom", path: [modality], message: EVALUATION_MESSAGES.volumeByModality(modality) });
    }
  })
  .transform((record) => Object.fromEntries(Object.entries(record as Record<string, number>).filter(([, v]) => v > 0)));

/** The keys of a per-modality record (volumes, prices) that are not modalities of the request: each is refused. */
export function modalitiesNotListed(record: Record<string, unknown>, modalities: readonly string[]): string[] {
  return Object.keys(record).filter((m) => !modalities.includes(m));
}

export const volumeTotal = (volumes: Record<string, number>) => Object.values(volumes).reduce((sum, v) => sum + v, 0);
