import { EVALUATIONS_MESSAGES, STANDSTILL_MAX_DAYS } from "@/shared/policy/evaluations";
import { inlineProblems, type RequestFormValues, stepProblem } from "./request-logic";

/**
 * The request form's standstill option (issue 33 §5), apart from request-logic so that the pages that only read
 * requests (the board, the detail) do not load the evaluation messages.
 */

type Standstill = Pick<RequestFormValues, "standstill" | "standstillDays">;

/** The standstill's days when switched on: a whole number from 0 to 30, else the contract's message. */
export function standstillProblem(v: Standstill): string | null {
  if (!v.standstill) return null;
  const days = v.standstillDays.trim();
  return /^\d+$/.test(days) && Number(days) <= STANDSTILL_MAX_DAYS ? null : EVALUATIONS_MESSAGES.standstillDays;
}

/** The wizard's gating of a step (stepProblem), the standstill's days included on step 3. */
export const wizardStepProblem = (step: number, v: RequestFormValues): string | null => stepProblem(step, v) ?? (step === 3 ? standstillProblem(v) : null);

/** The problems the fields show beside themselves (inlineProblems), the standstill's days included. */
export const wizardInlineProblems = (v: RequestFormValues): string[] => [...inlineProblems(v), standstillProblem(v)].filter((p): p is string => p !== null);
