import type { BidderStandstill, Evaluation } from "@/shared/contracts/evaluations";
import type { MemberRole } from "@/shared/policy/organisations";
import * as make from "../support/factories";
import type { TestApp } from "./harness";

/**
 * The people of the evaluation tests (issue 33): a hospital organisation with two Buyers, two Evaluators and a
 * Viewer; three bidders (A with an Owner and a Bidder); another hospital; an admin and a basic user.
 */
export async function evaluationsCast(t: TestApp) {
  const hospital = await make.organisation(t);
  const otherHospital = await make.organisation(t);
  const [a, b, c] = [await make.provider(t, { name: "Alpha Reads" }), await make.provider(t, { name: "Beta Imaging" }), await make.provider(t, { name: "Gamma Rad" })];
  const join = async (role: "hospital" | "telerad", organisationId: string, memberRole: MemberRole, name?: string) => {
    const acc = await make.account(t, { role, organisation: { id: organisationId, role: memberRole }, ...(name ? { name } : {}) });
    return { ...acc, cookie: await make.signIn(t, acc.email, acc.password) };
  };
  const signed = async (role: "admin" | "basic") => {
    const acc = await make.account(t, { role });
    return { ...acc, cookie: await make.signIn(t, acc.email, acc.password) };
  };
  const u = {
    owner: await join("hospital", hospital.id, "owner"),
    buyer: await join("hospital", hospital.id, "buyer"),
    buyer2: await join("hospital", hospital.id, "buyer"),
    evaluator: await join("hospital", hospital.id, "evaluator"),
    evaluator2: await join("hospital", hospital.id, "evaluator"),
    viewer: await join("hospital", hospital.id, "viewer"),
    aOwner: await join("telerad", a.id, "owner"),
    aBidder: await join("telerad", a.id, "bidder"),
    aViewer: await join("telerad", a.id, "viewer"),
    bOwner: await join("telerad", b.id, "owner"),
    cOwner: await join("telerad", c.id, "owner"),
    otherHospitalOwner: await join("hospital", otherHospital.id, "owner"),
    admin: await signed("admin"),
    basic: await signed("basic"),
  };
  type Who = keyof typeof u | "anonymous";
  const call = (who: Who, method: string, url: string, body?: unknown) => t.request(method, url, { cookie: who === "anonymous" ? undefined : u[who].cookie, body });
  const ok = async <T>(who: Who, method: string, url: string, body?: unknown): Promise<T> => {
    const res = await call(who, method, url, body);
    if (res.status !== 200) throw new Error(`${who} ${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const evaluation = (who: Who, requestId: string) => ok<Evaluation>(who, "GET", `/api/requests/${requestId}/evaluation`);
  const standstill = (who: Who, requestId: string) => ok<BidderStandstill>(who, "GET", `/api/requests/${requestId}/standstill`);

  /** A closed-for-bids request of the hospital (EUR, CT 1000/month, deadline passed) with three shortlisted bids. */
  async function tender(overrides: { standstillDays?: number | null } = {}) {
    const request = await make.request(t, {
      hospitalId: u.owner.userId,
      organisationId: hospital.id,
      budgetCurrency: "EUR",
      volumesPerMonth: 1000,
      tatRequirement: "1-4h",
      deadline: new Date(Date.now() - 3_600_000),
      standstillDays: overrides.standstillDays === undefined ? 10 : overrides.standstillDays,
    });
    const bid = (providerId: string, pricePerCt: number) => make.application(t, { tenderId: request.id, providerId, pricePerCt, currency: "EUR", turnaroundCommitment: "1-4h", status: "SHORTLISTED" });
    return { request, bids: { a: await bid(a.id, 20), b: await bid(b.id, 22), c: await bid(c.id, 25) } };
  }

  /** The tender with a panel of the two Evaluators; Evaluator 2 declares a conflict with Beta; everyone scores what they may; the Buyer sets consensus. */
  async function scored(overrides: { standstillDays?: number | null } = {}) {
    const x = await tender(overrides);
    const id = x.request.id;
    await ok("buyer", "PUT", `/api/requests/${id}/panel`, { memberIds: [u.evaluator.userId, u.evaluator2.userId] });
    await ok("evaluator", "PUT", `/api/requests/${id}/declarations`, { declarations: [a, b, c].map((p) => ({ providerId: p.id, conflict: false })) });
    await ok("evaluator2", "PUT", `/api/requests/${id}/declarations`, {
      declarations: [
        { providerId: a.id, conflict: false },
        { providerId: b.id, conflict: true, note: "Consulted for Beta until last year" },
        { providerId: c.id, conflict: false },
      ],
    });
    const scores: [keyof typeof x.bids, "evaluator" | "evaluator2", number][] = [["a", "evaluator", 8], ["b", "evaluator", 6], ["c", "evaluator", 7], ["a", "evaluator2", 9], ["c", "evaluator2", 5]];
    for (const [bid, who, score] of scores) await ok(who, "PUT", `/api/applications/${x.bids[bid].id}/panel-score`, { score, justification: `${who} on ${bid}: reasons ${score}` });
    for (const [bid, score] of [["a", 8.5], ["b", 6], ["c", 6]] as const)
      await ok("buyer", "PUT", `/api/applications/${x.bids[bid].id}/consensus`, { score, rationale: `Consensus for ${bid}: agreed ${score}` });
    return x;
  }

  return { hospital, otherHospital, providers: { a, b, c }, u, call, ok, evaluation, standstill, tender, scored };
}
