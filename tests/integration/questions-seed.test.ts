import type { TestApp } from "./harness";
import { demoSignIn, startDemoApp } from "./demo-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { events, questions, tenders } from "@/server/db/schema";

/** The demo's Questions & Answers: answered questions to read, and one of telerad@demo.test's awaiting hospital@demo.test. */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

type Listed = { data: { question: string; answer: string | null; mine: boolean }[]; answered: number; canAnswer: boolean };
const listAs = async (email: string | null, id: string) =>
  (await (await t.request("GET", `/api/requests/${id}/questions`, { cookie: email ? await demoSignIn(t, email) : undefined })).json()) as Listed;

it("seeds answered questions, one unanswered question of the demo telerad, and their events", async () => {
  const db = t.services.database.db;
  const [flagship] = await db.select({ id: tenders.id }).from(tenders).where(eq(tenders.title, "MRI backlog reduction – Germany"));
  const all = await db.select().from(questions);
  expect(all.filter((q) => q.answer !== null).length).toBeGreaterThanOrEqual(5);
  expect(all.filter((q) => q.answer === null)).toHaveLength(1);
  const telerad = await listAs("telerad@demo.test", flagship!.id);
  expect(telerad.data.filter((q) => q.answer === null && q.mine)).toHaveLength(1);
  const owner = await listAs("hospital@demo.test", flagship!.id);
  expect(owner).toMatchObject({ canAnswer: true, answered: 3 });
  expect(owner.data).toHaveLength(4);
  const anonymous = await listAs(null, flagship!.id);
  expect(anonymous).toMatchObject({ data: [], answered: 3 });
  const recorded = await db.select().from(events).where(eq(events.entityType, "question"));
  expect(recorded.filter((e) => e.action === "asked")).toHaveLength(all.length);
  expect(recorded.filter((e) => e.action === "answered")).toHaveLength(all.length - 1);
});
