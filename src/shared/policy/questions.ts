import { effectiveTenderStatus, requestCan, type TenderFacts } from "./applications";
import { can, ORGANISATION_MESSAGES } from "./organisations";
import { type Actor, isProviderUser, providerUserRefusal, type Refusal, signedInRefusal } from "./roles";

/**
 * Questions & Answers on a request (issue 15, PRODUCT.md #26): provider users ask while the request is
 * OPEN, the owning hospital or an admin publishes the answer, and nobody else ever learns who asked.
 */

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 2000;
export const ANSWER_MIN = 10;
export const ANSWER_MAX = 4000;
/** Unanswered questions one provider may have on one request at a time. */
export const OPEN_QUESTION_LIMIT = 10;

export const QUESTION_MESSAGES = {
  questionRequired: "Question is required",
  questionShort: `Question must be at least ${QUESTION_MIN} characters`,
  questionLong: `Question must be at most ${QUESTION_MAX} characters`,
  answerRequired: "Answer is required",
  answerShort: `Answer must be at least ${ANSWER_MIN} characters`,
  answerLong: `Answer must be at most ${ANSWER_MAX} characters`,
  limitReached: `You have reached the limit of ${OPEN_QUESTION_LIMIT} questions for this request`,
  requestNotOpen: "This request is no longer open for questions",
  alreadyAnswered: "This question has already been answered",
  answerNotAllowed: "Only the hospital that posted this request or an admin can answer its questions",
  requestNotFound: "Request not found",
  questionNotFound: "Question not found",
} as const;

/** The owning organisation's members and admins: see every question and who asked it. */
export const moderatesQuestions = (actor: Actor, tender: Pick<TenderFacts, "organisationId">) => requestCan(actor, "request.read", tender);

/** What a reader may see of a request's questions: all of them, the answered ones and its provider's own, or the answered ones. */
export type QuestionScope = { kind: "all" } | { kind: "answeredOrProvider"; providerId: string } | { kind: "answered" };

export function questionScope(actor: Actor, tender: Pick<TenderFacts, "organisationId">): QuestionScope {
  if (moderatesQuestions(actor, tender)) return { kind: "all" };
  if (actor.userId && actor.providerId) return { kind: "answeredOrProvider", providerId: actor.providerId };
  return { kind: "answered" };
}

const bids = (actor: Actor) => isProviderUser(actor) && can(actor, "application.submit", actor.providerId);

/**
 * Asking: a telerad user with a provider (401, 403 otherwise) whose role may bid (403), on a request that is OPEN
 * now (a passed deadline closes it: 409).
 */
export function askRefusal(actor: Actor, tender: Pick<TenderFacts, "status" | "deadline">, now = new Date()): Refusal {
  return (
    providerUserRefusal(actor) ??
    (bids(actor) ? null : { status: 403, message: ORGANISATION_MESSAGES.roleNotAllowed }) ??
    (effectiveTenderStatus(tender, now) === "OPEN" ? null : { status: 409, message: QUESTION_MESSAGES.requestNotOpen })
  );
}

/** Whether the Ask a Question form is offered: a provider user who may bid, an OPEN request, and room under the limit. */
export const canAsk = (actor: Actor, tender: Pick<TenderFacts, "status" | "deadline">, openOwn: number, now = new Date()) =>
  bids(actor) && effectiveTenderStatus(tender, now) === "OPEN" && openOwn < OPEN_QUESTION_LIMIT;

/** Publishing an answer: 401 without a session, 403 for anyone but the owning organisation's Owners and Buyers or an admin. */
export function answerRefusal(actor: Actor, tender: Pick<TenderFacts, "organisationId">): Refusal {
  if (signedInRefusal(actor)) return signedInRefusal(actor);
  if (requestCan(actor, "question.answer", tender)) return null;
  return { status: 403, message: moderatesQuestions(actor, tender) ? ORGANISATION_MESSAGES.roleNotAllowed : QUESTION_MESSAGES.answerNotAllowed };
}
