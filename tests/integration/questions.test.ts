import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { mailTo } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";
import { errorOf, questionEvents, questionsCast, questionsOf, questionText } from "./questions-cast";

/** Asking and answering questions on a request: who may, what is checked, and what is recorded and mailed. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof questionsCast>>;
const NO_PROVIDER = "User not associated with a provider";
const NOT_OWNER = "Only the hospital that posted this request or an admin can answer its questions";

beforeAll(async () => {
  t = await startTestApp();
  cast = await questionsCast(t);
});
afterAll(() => t.close());

const ownRequest = (overrides = {}) => make.request(t, { hospitalId: cast.u.owner.userId, ...overrides });
async function asked(tenderId: string, text = questionText(make.unique("q"))) {
  const res = await cast.askAs("applicant", tenderId, { question: text });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; question: string };
}

describe("asking", () => {
  it("refuses everyone but a telerad user with a provider, and writes nothing", async () => {
    const tender = await ownRequest();
    const body = { question: questionText("roles") };
    let res = await cast.askAs("anonymous", tender.id, body);
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toBe("Not authenticated");
    for (const who of ["basic", "owner", "otherHospital", "admin", cast.noProviderTelerad] as const) {
      res = await cast.askAs(who, tender.id, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(NO_PROVIDER);
    }
    res = await cast.askAs("applicant", "3b0d6c1e-8f7a-4a5e-9d1e-0c2f6f1a9b10", body);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("Request not found");
    expect(await questionsOf(t, tender.id)).toHaveLength(0);
    expect(await questionEvents(t, tender.id)).toHaveLength(0);
    expect(await mailTo(t, cast.u.owner.email).then((m) => m.filter((x) => x.text.includes(tender.title)))).toHaveLength(0);
  });

  it("checks the question's length, with a message per field, and writes nothing", async () => {
    const tender = await ownRequest();
    const cases: [unknown, string][] = [
      [{}, "Question is required"],
      [{ question: "" }, "Question is required"],
      [{ question: "     " }, "Question is required"],
      [{ question: 42 }, "Question is required"],
      [{ question: null }, "Question is required"],
      [{ question: "  too short  " }, "Question must be at least 10 characters"],
      [{ question: "x".repeat(2001) }, "Question must be at most 2000 characters"],
      [{ question: "x".repeat(100_000 / 2) }, "Question must be at most 2000 characters"],
      [{ question: questionText("extra"), providerId: cast.providerB.id }, "Unknown field: providerId"],
    ];
    for (const [body, message] of cases) {
      const res = await cast.askAs("applicant", tender.id, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
      expect(error.message).toBe(message);
      if (!message.startsWith("Unknown")) expect(error.fields).toEqual({ question: message });
    }
    expect((await t.request("POST", "/api/requests/not-a-uuid/questions", { body: { question: questionText("id") }, cookie: cast.u.applicant.cookie })).status).toBe(400);
    expect(await questionsOf(t, tender.id)).toHaveLength(0);
    expect(await questionEvents(t, tender.id)).toHaveLength(0);
  });

  it("stores the trimmed question, records 'asked' and mails the owner hospital", async () => {
    const tender = await ownRequest();
    const text = questionText(make.unique("asked"));
    const res = await cast.askAs("applicant", tender.id, { question: `  ${text}\n` });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({ id: expect.any(String), question: text, answer: null, answeredAt: null, createdAt: expect.any(String), mine: true });
    const [row] = await questionsOf(t, tender.id);
    expect(row).toMatchObject({ id: body.id, question: text, providerId: cast.providerA.id, askerUserId: cast.u.applicant.userId, answer: null });
    const [event] = await questionEvents(t, tender.id);
    expect(event).toMatchObject({
      entityType: "question",
      entityId: body.id,
      action: "asked",
      requestId: tender.id,
      providerId: cast.providerA.id,
      actorUserId: cast.u.applicant.userId,
      actorEmail: cast.u.applicant.email.toLowerCase(),
      actorRole: "telerad",
      changes: { question: { before: null, after: text } },
    });
    const mail = (await mailTo(t, cast.u.owner.email)).filter((m) => m.text.includes(text));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`New question on "${tender.title}"`);
    expect(mail[0]!.text).toContain(cast.providerA.name);
    expect(mail[0]!.text).toContain(`http://localhost:3999/requests/${tender.id}`);
  });

  it("refuses a CLOSED request and one whose deadline has passed (409), and writes nothing", async () => {
    const closed = await ownRequest({ status: "CLOSED" });
    const expired = await ownRequest({ deadline: new Date(Date.now() - 60_000) });
    for (const tender of [closed, expired]) {
      const res = await cast.askAs("applicant", tender.id, { question: questionText("closed") });
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toBe("This request is no longer open for questions");
      expect(await questionsOf(t, tender.id)).toHaveLength(0);
      expect(await questionEvents(t, tender.id)).toHaveLength(0);
    }
  });

  it("allows 10 unanswered questions per provider per request; an answer frees a place", async () => {
    const tender = await ownRequest();
    const first = await asked(tender.id);
    for (let i = 1; i < 10; i++) await asked(tender.id);
    let res = await cast.askAs("colleague", tender.id, { question: questionText("eleventh") });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("You have reached the limit of 10 questions for this request");
    expect(await questionsOf(t, tender.id)).toHaveLength(10);
    expect(await questionEvents(t, tender.id, "asked")).toHaveLength(10);
    const list = await (await cast.listAs("applicant", tender.id)).json();
    expect(list).toMatchObject({ openOwn: 10, canAsk: false });
    // Another provider has places of its own.
    expect((await cast.askAs("otherTelerad", tender.id, { question: questionText("other") })).status).toBe(201);
    expect((await cast.answerAs("owner", first.id, { answer: "We use Sectra PACS; priors come along." })).status).toBe(200);
    res = await cast.askAs("colleague", tender.id, { question: questionText("after answer") });
    expect(res.status).toBe(201);
  });

  it("lets no more than 10 through when they arrive together", async () => {
    const tender = await ownRequest();
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => cast.askAs(i % 2 ? "applicant" : "colleague", tender.id, { question: questionText(`race ${i}`) })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(await questionsOf(t, tender.id)).toHaveLength(10);
  });
});

describe("answering", () => {
  it("refuses everyone but the owning hospital and admins, and changes nothing", async () => {
    const tender = await ownRequest();
    const q = await asked(tender.id);
    const body = { answer: "Night cover is from 8 pm to 8 am." };
    let res = await cast.answerAs("anonymous", q.id, body);
    expect(res.status).toBe(401);
    for (const who of ["basic", "applicant", "colleague", "otherTelerad", "otherHospital", cast.noProviderTelerad] as const) {
      res = await cast.answerAs(who, q.id, body);
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(NOT_OWNER);
    }
    res = await cast.answerAs("owner", "3b0d6c1e-8f7a-4a5e-9d1e-0c2f6f1a9b10", body);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe("Question not found");
    const [row] = await questionsOf(t, tender.id);
    expect(row).toMatchObject({ answer: null, answeredAt: null, question: q.question });
    expect(await questionEvents(t, tender.id, "answered")).toHaveLength(0);
  });

  it("checks the answer's and the new wording's length, and changes nothing", async () => {
    const tender = await ownRequest();
    const q = await asked(tender.id);
    const good = "Priors for two years come along.";
    const cases: [unknown, string, string][] = [
      [{}, "answer", "Answer is required"],
      [{ answer: "   " }, "answer", "Answer is required"],
      [{ answer: "Too short" }, "answer", "Answer must be at least 10 characters"],
      [{ answer: "y".repeat(4001) }, "answer", "Answer must be at most 4000 characters"],
      [{ answer: good, question: "short" }, "question", "Question must be at least 10 characters"],
      [{ answer: good, question: "q".repeat(2001) }, "question", "Question must be at most 2000 characters"],
      [{ answer: good, question: 7 }, "question", "Question is required"],
    ];
    for (const [body, field, message] of cases) {
      const res = await cast.answerAs("owner", q.id, body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
      expect(error.message).toBe(message);
      expect(error.fields?.[field]).toBe(message);
    }
    expect((await cast.answerAs("owner", "nope", { answer: good })).status).toBe(400);
    const [row] = await questionsOf(t, tender.id);
    expect(row).toMatchObject({ answer: null, question: q.question });
    expect(await questionEvents(t, tender.id, "answered")).toHaveLength(0);
  });

  it("publishes once, with the edited wording, records 'answered' with both changes", async () => {
    const tender = await ownRequest();
    const q = await asked(tender.id);
    const reworded = "Which PACS does the hospital use?";
    const answer = "  Sectra IDS7, with two years of priors.  ";
    const res = await cast.answerAs("owner", q.id, { answer, question: reworded });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: q.id, question: reworded, answer: answer.trim(), answeredAt: expect.any(String) });
    const [row] = await questionsOf(t, tender.id);
    expect(row).toMatchObject({ question: reworded, answer: answer.trim(), answeredBy: cast.u.owner.userId });
    const [event] = await questionEvents(t, tender.id, "answered");
    expect(event).toMatchObject({
      entityId: q.id,
      providerId: cast.providerA.id,
      actorUserId: cast.u.owner.userId,
      actorRole: "hospital",
      changes: { answer: { before: null, after: answer.trim() }, question: { before: q.question, after: reworded } },
    });
    const again = await cast.answerAs("admin", q.id, { answer: "A second answer, not taken." });
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toBe("This question has already been answered");
    expect(await questionEvents(t, tender.id, "answered")).toHaveLength(1);
    expect((await questionsOf(t, tender.id))[0]!.answer).toBe(answer.trim());
  });

  it("an admin answers any request's question, even after it closed; unchanged wording is no change", async () => {
    const tender = await ownRequest();
    const q = await asked(tender.id);
    await t.request("POST", `/api/requests/${tender.id}/close`, { cookie: cast.u.owner.cookie, body: {} });
    const res = await cast.answerAs("admin", q.id, { answer: "Yes, prior studies come along.", question: q.question });
    expect(res.status).toBe(200);
    const [event] = await questionEvents(t, tender.id, "answered");
    expect(event!.changes).toEqual({ answer: { before: null, after: "Yes, prior studies come along." } });
    expect(event!.actorRole).toBe("admin");
  });

  it("mails the asking provider's users and every provider still applying, once each, without the facility", async () => {
    const tender = await ownRequest();
    const providerC = await make.provider(t);
    const withdrawn = await make.signedInAs(t, "telerad", providerC.id);
    await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id });
    await make.application(t, { tenderId: tender.id, providerId: cast.providerB.id });
    await make.application(t, { tenderId: tender.id, providerId: providerC.id, status: "WITHDRAWN" });
    const q = await asked(tender.id);
    const answer = `Cover starts at 7 pm ${make.unique("a")}`;
    expect((await cast.answerAs("owner", q.id, { answer })).status).toBe(200);
    const about = async (email: string) => (await mailTo(t, email)).filter((m) => m.text.includes(answer));
    for (const who of [cast.u.applicant, cast.u.colleague]) {
      const mail = await about(who.email);
      expect(mail.map((m) => m.subject)).toEqual([`Your question on "${tender.title}" was answered`]);
    }
    const toB = await about(cast.u.otherTelerad.email);
    expect(toB.map((m) => m.subject)).toEqual([`New answer on "${tender.title}"`]);
    expect(toB[0]!.text).toContain(q.question);
    expect(await about(withdrawn.email)).toHaveLength(0);
    expect(await about(cast.u.owner.email)).toHaveLength(0);
    for (const m of [...(await about(cast.u.applicant.email)), ...toB]) {
      expect(m.text).not.toContain(tender.facility);
      expect(m.text).not.toContain(cast.providerA.name);
      expect(m.text).not.toContain(cast.u.applicant.email);
    }
  });
});
