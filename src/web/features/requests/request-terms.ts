import { EVALUATION_MESSAGES } from "@/shared/contracts/request-evaluation";
import { DEFAULT_WEIGHTS, SCORING_MESSAGES, type Weights } from "@/shared/policy/scoring";
import { WEIGHT_KEYS } from "@/web/lib/tender-text";

/** The tender terms of the request form (PRODUCT.md #22), as typed: volumes by modality and evaluation weights. */

/** Monthly studies per modality as typed; an empty box means "not given". */
export type VolumeTexts = Record<string, string>;
export type WeightTexts = Record<keyof Weights, string>;


export const defaultWeightTexts = (w: Weights = DEFAULT_WEIGHTS): WeightTexts => ({
  price: String(w.price),
  turnaround: String(w.turnaround),
  quality: String(w.quality),
});

const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** A typed volume that is no whole number of studies (an empty box is fine: not given). */
export const volumeTextProblem = (modality: string, text: string | undefined) =>
  text && text.trim() !== "" && !wholeNumber(text) ? EVALUATION_MESSAGES.volumeByModality(modality) : null;

/** The first selected modality whose volume is typed but is no whole number of studies. */
export function volumeProblem(volumes: VolumeTexts, modalities: readonly string[]): { modality: string; message: string } | null {
  for (const modality of modalities) {
    const message = volumeTextProblem(modality, volumes[modality]);
    if (message) return { modality, message };
  }
  return null;
}

/** The volumes to send: only selected modalities with a whole number above 0, in the order of the modalities. */
export function givenVolumes(volumes: VolumeTexts, modalities: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const modality of modalities) {
    const text = volumes[modality]?.trim() ?? "";
    if (wholeNumber(text) && Number(text) > 0) out[modality] = Number(text);
  }
  return out;
}

/** The total the volumes by modality make, or null when none is given (the total is then typed by hand). */
export function volumeSum(volumes: VolumeTexts, modalities: readonly string[]): number | null {
  const given = Object.values(givenVolumes(volumes, modalities));
  return given.length > 0 ? given.reduce((sum, v) => sum + v, 0) : null;
}

/** The weights as numbers, or null while any is not a whole percentage from 0 to 100. */
export function parsedWeights(texts: WeightTexts): Weights | null {
  if (!WEIGHT_KEYS.every((k) => wholeNumber(texts[k]) && Number(texts[k]) <= 100)) return null;
  return { price: Number(texts.price), turnaround: Number(texts.turnaround), quality: Number(texts.quality) };
}

/** The running sum of the weights typed so far (a box that is not a number counts 0). */
export const weightTotal = (texts: WeightTexts) => WEIGHT_KEYS.reduce((sum, k) => sum + (wholeNumber(texts[k]) ? Number(texts[k]) : 0), 0);

/** What keeps the weights from being sent, if anything. */
export function weightsProblem(texts: WeightTexts): string | null {
  const weights = parsedWeights(texts);
  if (!weights) return SCORING_MESSAGES.weightWhole;
  return weights.price + weights.turnaround + weights.quality === 100 ? null : SCORING_MESSAGES.weightsSum;
}

