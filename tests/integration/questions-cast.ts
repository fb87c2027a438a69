import { and, eq } from "drizzle-orm";
import { events, questions } from "@/server/db/schema";
import { applicationsCast, type User, type Who } from "./applications-cast";
import type { TestApp } from "./harness";

export { errorOf, type Who } from "./applications-cast";

/** The applications cast (the asker is "applicant", its colleague shares provider A) and the calls of Questions & Answers. */
export async function questionsCast(t: TestApp) {
  const cast = await applicationsCast(t);
  const cookie = (who: Who | User) => (typeof who === "string" ? cast.cookieOf(who) : who.cookie);
  return {
    ...cast,
    askAs: (who: Who | User, tenderId: string, body: unknown) => t.request("POST", `/api/requests/${tenderId}/questions`, { body, cookie: cookie(who) }),
    answerAs: (who: Who | User, questionId: string, body: unknown) => t.request("POST", `/api/questions/${questionId}/answer`, { body, cookie: cookie(who) }),
    listAs: (who: Who | User, tenderId: string, query = "") => t.request("GET", `/api/requests/${tenderId}/questions${query}`, { cookie: cookie(who) }),
  };
}

export async function questionsOf(t: TestApp, tenderId: string) {
  return t.services.database.db.select().from(questions).where(eq(questions.tenderId, tenderId));
}

export async function questionEvents(t: TestApp, tenderId: string, action?: "asked" | "answered") {
  const where = action ? and(eq(events.requestId, tenderId), eq(events.action, action)) : eq(events.requestId, tenderId);
  return t.services.database.db.select().from(events).where(and(eq(events.entityType, "question"), where));
}

/** A question text of its own, long enough to be accepted. */
export const questionText = (tag: string) => `Which PACS do you use, and do priors come along? (${tag})`;
