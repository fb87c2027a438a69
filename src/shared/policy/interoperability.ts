import { INTEROP_TERM_NAMES, INTEROP_TERMS, type InteropTerm, interopLabel, NO_NEED } from "../reference/interoperability";

/** A request's interoperability needs (issue 35): one code per term, null when the hospital did not say. */
export type InteropNeeds = Record<InteropTerm, string | null>;

export interface InteropFitLine {
  term: InteropTerm;
  /** "Image transfer" */
  label: string;
  /** The code the request needs and its label. */
  need: string;
  needLabel: string;
  /** Whether the provider lists that capability. */
  met: boolean;
}

/**
 * How a provider's capabilities meet a request's needs, term by term: only the terms the request states (an order
 * feed of "none" asks nothing). The apply form, Compare Applications and the server all read this one function.
 */
export function interopFit(needs: InteropNeeds, capabilities: readonly string[]): InteropFitLine[] {
  return INTEROP_TERM_NAMES.flatMap((term) => {
    const need = needs[term];
    if (!need || need === NO_NEED) return [];
    return [{ term, label: INTEROP_TERMS[term].label, need, needLabel: interopLabel(need), met: capabilities.includes(need) }];
  });
}

/** The needs a provider does not meet, as labels ("DICOMweb STOW-RS"). */
export const interopGaps = (fit: readonly InteropFitLine[]): string[] => fit.filter((line) => !line.met).map((line) => line.needLabel);
