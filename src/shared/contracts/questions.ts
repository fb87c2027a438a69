import { z } from "zod";
import { ANSWER_MAX, ANSWER_MIN, QUESTION_MAX, QUESTION_MESSAGES as M, QUESTION_MIN } from "../policy/questions";
import { boundedText, pageSchema, pagingQuery } from "./common";

export const QuestionText = boundedText(QUESTION_MIN, QUESTION_MAX, M.questionRequired, M.questionShort, M.questionLong);
const AnswerText = boundedText(ANSWER_MIN, ANSWER_MAX, M.answerRequired, M.answerShort, M.answerLong);

/** POST /api/requests/{id}/questions: "Ask a Question". */
export const AskQuestionInput = z.object({ question: QuestionText }).strict();
export type AskQuestionInput = z.input<typeof AskQuestionInput>;

/** POST /api/questions/{id}/answer: "Publish Answer"; `question` rewords the question as it will be published. */
export const AnswerQuestionInput = z.object({ answer: AnswerText, question: QuestionText.optional() }).strict();
export type AnswerQuestionInput = z.input<typeof AnswerQuestionInput>;

export const QuestionsQuery = z.object({ ...pagingQuery(20) });

/** Who asked: only ever sent to the owning hospital and admins. */
const AskerSchema = z.object({
  providerId: z.string().nullable(),
  providerName: z.string().nullable(),
  providerSlug: z.string().nullable(),
  userEmail: z.string().nullable(),
});

export const QuestionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
  /** Asked by the reader's own provider. */
  mine: z.boolean(),
  asker: AskerSchema.optional(),
});
export type Question = z.infer<typeof QuestionSchema>;

/**
 * A request's questions as the reader may see them, newest first. `answered` counts the published
 * answers (all an anonymous caller gets); `openOwn` the reader's provider's unanswered questions.
 */
export const QuestionPageSchema = pageSchema(QuestionSchema).extend({
  answered: z.number(),
  openOwn: z.number(),
  canAsk: z.boolean(),
  canAnswer: z.boolean(),
});
export type QuestionPage = z.infer<typeof QuestionPageSchema>;
