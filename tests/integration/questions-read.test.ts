// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questions } from "@/server/db/schema";
import { tenderQuestionsMatches, tenderQuestionsQuery } from "@/server/modules/questions/repo";
import * as make from "../support/factories";
import { explain, expectIndexed } from "./explain";
import { questionsCast, questionText, type Who } from "./questions-cast";

/** Who reads which questions of a request, and how a long list is paged. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof questionsCast>>;
let tenderId: string;
const tag = make.unique("read");
const OPEN_A = questionText(`open from A ${tag}`);
const OPEN_B = questionText(`open from B ${tag}`);
const ANSWERED = questionText(`answered ${tag}`);
const ANSWER = `Reports go into our RIS directly ${tag}`;

type Listed = { data: { question: string; answer: string | null; mine: boolean; asker?: Record<string, string | null> }[]; answered: number; total: number; openOwn: number; canAsk: boolean; canAnswer: boolean };
const list = async (who: Who, id = tenderId, query = "") => {
  const res = await cast.listAs(who, id, query);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
};

beforeAll(async () => {
  t = await startTestApp();
  cast = await questionsCast(t);
  tenderId = (await make.request(t, { hospitalId: cast.u.owner.userId })).id;
  const ask = async (who: Who, question: string) => ((await (await cast.askAs(who, tenderId, { question })).json()) as { id: string }).id;
  const answered = await ask("applicant", ANSWERED);
  await ask("applicant", OPEN_A);
  await ask("otherTelerad", OPEN_B);
  expect((await cast.answerAs("owner", answered, { answer: ANSWER })).status).toBe(200);
});
afterAll(() => t.close());

describe("reading a request's questions", () => {
  it("the owner and admins see every question, and who asked each", async () => {
    for (const who of ["owner", "admin"] as const) {
      const page = await list(who);
      expect(page).toMatchObject({ total: 3, answered: 1, canAnswer: true, canAsk: false });
      expect(page.data.map((q) => q.question).sort()).toEqual([ANSWERED, OPEN_A, OPEN_B].sort());
      const fromA = page.data.find((q) => q.question === OPEN_A)!;
      expect(fromA.asker).toEqual({ providerId: cast.providerA.id, providerName: cast.providerA.name, providerSlug: cast.providerA.slug, userEmail: cast.u.applicant.email });
    }
  });

  it("the asking provider's users see the answered question and their own, marked mine, and may ask", async () => {
    for (const who of ["applicant", "colleague"] as const) {
      const page = await list(who);
      expect(page).toMatchObject({ total: 2, answered: 1, openOwn: 1, canAsk: true, canAnswer: false });
      expect(page.data.map((q) => [q.question, q.mine]).sort()).toEqual([[ANSWERED, true], [OPEN_A, true]].sort());
      expect(page.data.every((q) => q.asker === undefined)).toBe(true);
    }
    const b = await list("otherTelerad");
    expect(b.data.map((q) => [q.question, q.mine]).sort()).toEqual([[ANSWERED, false], [OPEN_B, true]].sort());
  });

  it("every other signed-in user sees the answered questions only, and may not ask or answer", async () => {
    for (const who of ["basic", "otherHospital"] as const) {
      const page = await list(who);
      expect(page).toMatchObject({ total: 1, answered: 1, openOwn: 0, canAsk: false, canAnswer: false });
      expect(page.data).toEqual([{ id: expect.any(String), question: ANSWERED, answer: ANSWER, answeredAt: expect.any(String), createdAt: expect.any(String), mine: false }]);
    }
    const noProvider = await cast.listAs(cast.noProviderTelerad, tenderId);
    expect(((await noProvider.json()) as Listed).data.map((q) => q.question)).toEqual([ANSWERED]);
  });

  it("an anonymous caller gets only the number answered", async () => {
    const page = await list("anonymous");
    expect(page).toMatchObject({ data: [], total: 0, answered: 1, canAsk: false, canAnswer: false });
  });

  it("a closed request's questions stay readable, and cannot be asked", async () => {
    const closed = await make.request(t, { hospitalId: cast.u.owner.userId, status: "CLOSED" });
    expect(await list("applicant", closed.id)).toMatchObject({ total: 0, canAsk: false });
  });

  it("404 for an unknown request, 400 for bad paging, whoever asks", async () => {
    for (const who of ["anonymous", "basic", "owner"] as const) {
      const res = await cast.listAs(who, "3b0d6c1e-8f7a-4a5e-9d1e-0c2f6f1a9b10");
      expect(res.status).toBe(404);
      expect((await cast.listAs(who, tenderId, "?pageSize=101")).status).toBe(400);
      expect((await cast.listAs(who, "nope")).status).toBe(400);
    }
  });

  it("pages a long list in SQL, newest first", async () => {
    const busy = await make.request(t, { hospitalId: cast.u.owner.userId });
    await t.services.database.db.insert(questions).values(
      Array.from({ length: 45 }, (_, i) => ({
        tenderId: busy.id,
        providerId: cast.providerB.id,
        question: `Bulk question number ${i}`,
        answer: i % 3 === 0 ? `Bulk answer ${i}` : null,
        createdAt: new Date(Date.now() - (45 - i) * 60_000),
      })),
    );
    const first = await list("owner", busy.id, "?pageSize=20");
    expect(first).toMatchObject({ total: 45, answered: 15, hasNext: true, hasPrev: false });
    expect(first.data[0]!.question).toBe("Bulk question number 44");
    const last = await list("owner", busy.id, "?pageSize=20&page=3");
    expect(last.data.map((q) => q.question)).toEqual(["Bulk question number 4", "Bulk question number 3", "Bulk question number 2", "Bulk question number 1", "Bulk question number 0"]);
    const basic = await list("basic", busy.id, "?pageSize=10");
    expect(basic).toMatchObject({ total: 15, hasNext: true });
    expect(basic.data.every((q) => q.answer !== null)).toBe(true);
  });

  it("reads the list and its total through the request's index", async () => {
    const db = t.services.database.db;
    const scopes = [{ kind: "all" }, { kind: "answered" }, { kind: "answeredOrProvider", providerId: cast.providerA.id }] as const;
    for (const scope of scopes) {
      expectIndexed(await explain(t, tenderQuestionsQuery(db, tenderId, scope, { page: 1, pageSize: 20 }), { noSort: true }), ["questions_tender_created_idx"]);
      expectIndexed(await explain(t, tenderQuestionsMatches(db, tenderId, scope).limit(1001)), ["questions_tender_"]);
    }
  });
});
