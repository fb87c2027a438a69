import type { z } from "zod";
import type { AnswerQuestionInput, AskQuestionInput, Question, QuestionPage, QuestionsQuery } from "@/shared/contracts/questions";
import { exactTotal, pageOf } from "@/shared/contracts/common";
import {
  answerRefusal,
  askRefusal,
  canAsk,
  moderatesQuestions,
  OPEN_QUESTION_LIMIT,
  QUESTION_MESSAGES,
  questionScope,
} from "@/shared/policy/questions";
import { requestProjection } from "@/shared/policy/requests";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { Conflict, enforce, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { findTender, lockTender } from "../applications/repo";
import { recordEvent, snapshotOf } from "../events/record";
import { answerMails, questionArrivedMail } from "./mails";
import * as repo from "./repo";

type Listed = Awaited<ReturnType<typeof repo.listForTender>>["rows"][number];

/** One question as the reader sees it: who asked only for the owning hospital and admins. */
function toQuestion({ question: q, asker }: Listed, actor: Actor, moderator: boolean): Question {
  const out: Question = {
    id: q.id,
    question: q.question,
    answer: q.answer,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
    mine: actor.providerId !== null && q.providerId === actor.providerId,
  };
  if (moderator) out.asker = { providerId: q.providerId, providerName: asker.providerName, providerSlug: asker.providerSlug, userEmail: asker.userEmail };
  return out;
}

/** GET /api/requests/{id}/questions: anonymous callers get the number answered and nothing else. */
export async function listQuestions(ctx: ServiceContext, actor: Actor, { id: tenderId, ...query }: z.output<typeof QuestionsQuery> & { id: string }): Promise<QuestionPage> {
  const tender = await findTender(ctx.db, tenderId);
  if (!tender) throw new NotFound(QUESTION_MESSAGES.requestNotFound);
  if (requestProjection(actor) === "anonymous") {
    const answered = await repo.countAnswered(ctx.db, tenderId);
    return { ...pageOf([], exactTotal(0), 1, query.pageSize), answered, openOwn: 0, canAsk: false, canAnswer: false };
  }
  const moderator = moderatesQuestions(actor, tender);
  const [answered, { rows, total }, openOwn] = await Promise.all([
    repo.countAnswered(ctx.db, tenderId),
    repo.listForTender(ctx.db, tenderId, questionScope(actor, tender), query),
    actor.providerId ? repo.countOpenOwn(ctx.db, tenderId, actor.providerId) : 0,
  ]);
  return {
    ...pageOf(
      rows.map((r) => toQuestion(r, actor, moderator)),
      total,
      query.page,
      query.pageSize,
    ),
    answered,
    openOwn,
    canAsk: canAsk(actor, tender, openOwn),
    canAnswer: answerRefusal(actor, tender) === null,
  };
}

/** "Ask a Question": under the request's row lock, so concurrent questions cannot pass the limit together. */
export async function askQuestion(ctx: ServiceContext, actor: Actor, { id: tenderId, question }: z.output<typeof AskQuestionInput> & { id: string }): Promise<Question> {
  const providerId = actor.providerId as string;
  const created = await ctx.db.transaction(async (tx) => {
    const tender = await lockTender(tx, tenderId);
    if (!tender) throw new NotFound(QUESTION_MESSAGES.requestNotFound);
    enforce(askRefusal(actor, tender));
    if ((await repo.countOpenOwn(tx, tenderId, providerId)) >= OPEN_QUESTION_LIMIT) throw new Conflict(QUESTION_MESSAGES.limitReached);
    const row = await repo.insertQuestion(tx, { tenderId, providerId, askerUserId: actor.userId as string, question });
    await recordEvent(tx, actor, { entityType: "question", entityId: row.id, action: "asked", requestId: tenderId, providerId, changes: snapshotOf({ question }, "after") });
    await enqueueMail(tx, await questionArrivedMail(tx, ctx.appUrl, tender, providerId, question));
    return row;
  });
  ctx.mailer.kick();
  return toQuestion({ question: created, asker: { providerName: null, providerSlug: null, userEmail: null } }, actor, false);
}

/** "Publish Answer": the owning hospital or an admin, once per question; the wording may be edited as it is published. */
export async function answerQuestion(ctx: ServiceContext, actor: Actor, { id, ...input }: z.output<typeof AnswerQuestionInput> & { id: string }): Promise<Question> {
  const first = await repo.findQuestion(ctx.db, id);
  if (!first) throw new NotFound(QUESTION_MESSAGES.questionNotFound);
  const published = await ctx.db.transaction(async (tx) => {
    // Lock order everywhere: the request, then what belongs to it.
    const tender = await lockTender(tx, first.tenderId);
    const current = await repo.lockQuestion(tx, id);
    if (!tender || !current) throw new NotFound(QUESTION_MESSAGES.questionNotFound);
    enforce(answerRefusal(actor, tender));
    if (current.answer !== null) throw new Conflict(QUESTION_MESSAGES.alreadyAnswered);
    const question = input.question ?? current.question;
    const row = await repo.publishAnswer(tx, id, { answer: input.answer, question, answeredBy: actor.userId as string });
    if (!row) throw new Conflict(QUESTION_MESSAGES.alreadyAnswered);
    const changes = { answer: { before: null, after: input.answer }, ...(question !== current.question ? { question: { before: current.question, after: question } } : {}) };
    await recordEvent(tx, actor, { entityType: "question", entityId: id, action: "answered", requestId: tender.id, providerId: current.providerId, changes });
    const recipients = await repo.answerRecipients(tx, tender.id, current.providerId);
    await enqueueMail(tx, answerMails(ctx.appUrl, tender, { question, answer: input.answer }, recipients));
    return row;
  });
  ctx.mailer.kick();
  return toQuestion({ question: published, asker: { providerName: null, providerSlug: null, userEmail: null } }, actor, false);
}
