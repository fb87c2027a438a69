import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";
import { questionsCast, questionText, type Who } from "./questions-cast";

/**
 * Nobody but the owning hospital and admins learns who asked (issue 15): no answer a second telerad,
 * a basic user, another hospital or an anonymous caller gets carries the asking provider's id, name or
 * slug, the asking user's id or e-mail, or the text of a question still unanswered.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof questionsCast>>;
let tenderId: string;
let answeredId: string;
let openId: string;
const tag = make.unique("leak");
const UNANSWERED = questionText(`still open ${tag}`);

beforeAll(async () => {
  t = await startTestApp();
  cast = await questionsCast(t);
  tenderId = (await make.request(t, { hospitalId: cast.u.owner.userId, title: `Leak check ${tag}` })).id;
  // The other telerad's provider has applied: it is mailed and may read the request.
  await make.application(t, { tenderId, providerId: cast.providerB.id });
  const ask = async (question: string) => ((await (await cast.askAs("applicant", tenderId, { question })).json()) as { id: string }).id;
  answeredId = await ask(questionText(`answered ${tag}`));
  openId = await ask(UNANSWERED);
  expect((await cast.answerAs("owner", answeredId, { answer: `Yes, priors come along ${tag}.` })).status).toBe(200);
});
afterAll(() => t.close());

const secrets = () => [cast.providerA.id, cast.providerA.name, cast.providerA.slug, cast.u.applicant.userId, cast.u.applicant.email, cast.u.colleague.email, UNANSWERED, openId];

/** Every call whose answer says something of the request's questions, reads and refused writes alike. */
const calls = (): [string, string, unknown?][] => [
  ["GET", `/api/requests/${tenderId}/questions`],
  ["GET", `/api/requests/${tenderId}/questions?pageSize=100`],
  ["GET", `/api/requests/${tenderId}`],
  ["POST", `/api/requests/${tenderId}/questions`, { question: questionText(`probe ${tag}`) }],
  ["POST", `/api/questions/${openId}/answer`, { answer: "Trying to answer a question of another provider." }],
  ["POST", `/api/questions/${answeredId}/answer`, { answer: "Trying to answer a second time." }],
];

describe("what other callers receive of a request's questions", () => {
  for (const who of ["otherTelerad", "basic", "otherHospital", "anonymous"] as const satisfies readonly Who[]) {
    it(`${who}: no trace of the asker and no unanswered question`, async () => {
      for (const [method, url, body] of calls()) {
        const res = await t.request(method, url, { cookie: cast.cookieOf(who), body });
        const text = await res.text();
        expect(res.status, `${who} ${method} ${url}`).toBeLessThan(500);
        for (const secret of secrets()) expect(text.includes(secret), `${who} ${method} ${url} contains ${secret}`).toBe(false);
        expect(text.includes('"asker"'), `${who} ${method} ${url} has an asker`).toBe(false);
      }
    });
  }

  it("the second telerad does read the published answer (the check above looks at real answers)", async () => {
    const text = await (await t.request("GET", `/api/requests/${tenderId}/questions`, { cookie: cast.cookieOf("otherTelerad") })).text();
    expect(text).toContain(`Yes, priors come along ${tag}.`);
  });

  it("the owner does see the unanswered question and who asked (the check above can fail)", async () => {
    const text = await (await t.request("GET", `/api/requests/${tenderId}/questions`, { cookie: cast.cookieOf("owner") })).text();
    for (const secret of secrets().filter((s) => s !== cast.u.colleague.email && s !== cast.u.applicant.userId)) expect(text).toContain(secret);
  });
});
