import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { AnswerQuestionInput, AskQuestionInput, Question, QuestionPage } from "@/shared/contracts/questions";
import { get, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

export const QUESTIONS_PAGE_SIZE = 10;
const root = ["questions"] as const;
const forRequest = (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}/questions`;

/** A request's questions. The server decides what each reader sees, so the key carries the viewer (useAuth's `viewer`). */
export const questionQueries = {
  forRequest: (requestId: string, viewer: string, page = 1) =>
    queryOptions({
      queryKey: [...root, requestId, viewer, page] as const,
      queryFn: () => get<QuestionPage>(forRequest(requestId), { page, pageSize: QUESTIONS_PAGE_SIZE }),
      staleTime: 0,
    }),
};

export const askQuestion = (requestId: string, body: AskQuestionInput) => post<Question>(forRequest(requestId), body);

export const publishAnswer = (questionId: string, body: AnswerQuestionInput) => post<Question>(`/api/questions/${encodeURIComponent(questionId)}/answer`, body);

/** After asking or answering: the questions, and the request queries (its Activity timeline lives under them). */
export const refreshQuestions = (client: QueryClient) => refreshQueries(client, root, queryRoots.requests);
