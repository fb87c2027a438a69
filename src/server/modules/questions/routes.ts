import { createRoute } from "@hono/zod-openapi";
import { AnswerQuestionInput, AskQuestionInput, QuestionPageSchema, QuestionSchema, QuestionsQuery } from "@/shared/contracts/questions";
import { providerUser, signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import { type Router, withFieldErrors } from "../../http/router";
import { answerQuestion, askQuestion, listQuestions } from "./service";

/** Questions & Answers on a request. A bad input is a 400 whoever sends it, so each write handler checks its guard first. */
export function registerQuestionsRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "get",
      path: "/api/requests/{id}/questions",
      operationId: "listQuestions",
      tags: ["questions"],
      summary: "A request's questions and answers, as the caller may see them",
      description:
        "Newest first. The owning hospital and admins get every question with who asked it (`asker`); a provider's users get the answered ones and their provider's own; every other signed-in user the answered ones; nobody else learns who asked. Anonymous callers get only `answered`, the number of published answers.",
      request: { params: IdParams, query: QuestionsQuery },
      responses: { 200: json(QuestionPageSchema, "A page of questions"), 404: errorBody("Request not found") },
    }),
    async (c) => c.json(await listQuestions(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/requests/{id}/questions",
      operationId: "askQuestion",
      tags: ["questions"],
      summary: "Ask a question about an open request",
      description: `A telerad user with a provider, while the request is OPEN and before its deadline; at most 10 unanswered questions per provider per request. The hospital is notified by e-mail.`,
      request: { params: IdParams, body: jsonBody(AskQuestionInput) },
      responses: {
        201: json(QuestionSchema, "The question, unanswered"),
        400: errorBody("Question shorter than 10 or longer than 2000 characters"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not a telerad user with a provider"),
        404: errorBody("Request not found"),
        409: errorBody("The request is not open, or the provider has 10 unanswered questions on it"),
      },
    }),
    async (c) => {
      providerUser.check(c);
      return c.json(await askQuestion(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 201);
    },
    withFieldErrors,
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/questions/{id}/answer",
      operationId: "answerQuestion",
      tags: ["questions"],
      summary: "Publish the answer to a question (owning hospital or admin)",
      description:
        "Publishes `answer` (10 to 4000 characters) to everyone who may see the request; `question`, if given, replaces the question's wording as it is published. Once only. The asking provider and every provider that applied (not withdrawn) are told by e-mail.",
      request: { params: IdParams, body: jsonBody(AnswerQuestionInput) },
      responses: {
        200: json(QuestionSchema, "The answered question"),
        400: errorBody("Answer or question of the wrong length"),
        401: errorBody("Not authenticated"),
        403: errorBody("Not the owning hospital or an admin"),
        404: errorBody("Question not found"),
        409: errorBody("Already answered"),
      },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await answerQuestion(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
    withFieldErrors,
  );
}
