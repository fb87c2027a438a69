import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@/shared/contracts/contracts";
import { addDays, termEnd } from "@/shared/policy/contracts";
import { contracts } from "@/server/db/contracts-schema";
import { events } from "@/server/db/schema";
import { mailTo } from "../support/rows";
import { contractsCast, day, withTerms } from "./contracts-cast";
import { type TestApp, startTestApp } from "./harness";

/** After acceptance (issue 30 §2-3, §7): changes both sides accept, termination with notice, and the dates' steps. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof contractsCast>>;

beforeAll(async () => {
  // The lifecycle job steps every contract of its database: this file has one of its own.
  t = await startTestApp({}, { ownDatabase: true });
  cast = await contractsCast(t);
});
afterAll(() => t.close());

const actions = async (id: string) => (await t.services.database.db.select().from(events).where(eq(events.entityId, id))).map((e) => e.action);
const row = async (id: string) => (await t.services.database.db.select().from(contracts).where(eq(contracts.id, id)))[0]!;
const subjects = async (email: string) => (await mailTo(t, email)).map((m) => m.subject);

describe("changes after acceptance", () => {
  it("a change the other side accepts is version 2; every version stays readable", async () => {
    const { contractId, contract, request } = await cast.accepted();
    const terms = withTerms(contract.terms!, { termMonths: 24, renewal: "automatic" });
    const proposed = await cast.call("buyer", "POST", `/api/contracts/${contractId}/changes`, { terms, effectiveFrom: day(60), message: "Two years, renewing." });
    expect(proposed.status).toBe(200);
    const p = (await proposed.json()) as Contract;
    expect(p).toMatchObject({ awaiting: "provider", nextAction: "Provider to answer a change proposal", currentVersion: 1 });
    expect(p.actions).not.toContain("answerChange");
    expect(await subjects(cast.u.providerOwner.email)).toContain(`Change proposed: "${request.title}"`);
    // A second proposal waits for the first; the proposer cannot answer its own.
    expect((await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/changes`, { terms, effectiveFrom: day(60) })).status).toBe(409);
    const pending = p.versions[0]!;
    expect((await cast.call("owner", "POST", `/api/contracts/${contractId}/changes/${pending.id}/accept`, {})).status).toBe(403);

    const ok = await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/changes/${pending.id}/accept`, { message: "Agreed." });
    expect(ok.status).toBe(200);
    const c = (await ok.json()) as Contract;
    expect(c).toMatchObject({ currentVersion: 2, awaiting: null, terms, termMonths: 24, endDate: termEnd(c.startDate, 24) });
    expect(c.versions.map((v) => [v.number, v.kind, v.status, v.effectiveFrom])).toEqual([
      [2, "change", "accepted", day(60)],
      [1, "contract", "accepted", c.startDate],
    ]);
    expect(c.versions[0]!.respondedBy!.email).toBe(cast.u.providerOwner.email);
    expect(await subjects(cast.u.buyer.email)).toContain(`Change accepted: "${request.title}"`);
    expect(await actions(contractId)).toContain("change_accepted");
  });

  it("a declined change leaves the terms; bad proposals are refused and change nothing", async () => {
    const { contractId, contract } = await cast.accepted();
    const post = (body: unknown) => cast.call("providerOwner", "POST", `/api/contracts/${contractId}/changes`, body);
    const startMoved = await post({ terms: withTerms(contract.terms!, { startDate: addDays(contract.startDate, 1) }), effectiveFrom: day(60) });
    expect(startMoved.status).toBe(400);
    expect(((await startMoved.json()) as { error: { message: string } }).error.message).toBe("The start date of an accepted contract cannot change");
    expect(((await (await post({ terms: contract.terms, effectiveFrom: day(60) })).json()) as { error: { message: string } }).error.message).toBe("The proposal changes no term");
    const past = await post({ terms: withTerms(contract.terms!, { noticeDays: 90 }), effectiveFrom: day(-1) });
    expect(((await past.json()) as { error: { fields: Record<string, string> } }).error.fields.effectiveFrom).toBe("The effective date cannot be in the past");
    expect((await cast.read("owner", contractId)).versions).toHaveLength(1);

    const p = (await (await post({ terms: withTerms(contract.terms!, { noticeDays: 90 }), effectiveFrom: day(60) })).json()) as Contract;
    expect(p.awaiting).toBe("hospital");
    const declined = (await (await cast.call("owner", "POST", `/api/contracts/${contractId}/changes/${p.versions[0]!.id}/decline`, { message: "We keep 30 days." })).json()) as Contract;
    expect(declined).toMatchObject({ currentVersion: 1, awaiting: null, terms: contract.terms });
    expect(declined.versions[0]).toMatchObject({ status: "declined", response: "We keep 30 days." });
    expect((await cast.call("owner", "POST", `/api/contracts/${contractId}/changes/${p.versions[0]!.id}/accept`, {})).status).toBe(409);
  });
});

describe("termination", () => {
  it("either side gives notice with a reason; it takes effect after the notice period, once", async () => {
    const { contractId, request } = await cast.accepted();
    expect(((await (await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/terminate`, { reason: " " })).json()) as { error: { message: string } }).error.message).toBe(
      "Give a reason for the termination",
    );
    const res = await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/terminate`, { reason: "We are closing our night service." });
    expect(res.status).toBe(200);
    const c = (await res.json()) as Contract;
    expect(c.termination).toMatchObject({ bySide: "provider", reason: "We are closing our night service.", effectiveOn: day(30), by: { email: cast.u.providerOwner.email } });
    expect(c.actions).not.toContain("terminate");
    expect((await cast.call("owner", "POST", `/api/contracts/${contractId}/terminate`, { reason: "Us too." })).status).toBe(409);
    const notice = (await mailTo(t, cast.u.owner.email)).find((m) => m.subject === `Notice of termination: "${request.title}"`);
    expect(notice!.text).toContain(`it ends on ${day(30)}`);

    await t.services.contracts.run(day(29));
    expect((await row(contractId)).status).toBe("scheduled");
    await t.services.contracts.run(day(30));
    await t.services.contracts.run(day(31));
    expect((await row(contractId)).status).toBe("terminated");
    expect((await actions(contractId)).filter((a) => a === "terminated")).toHaveLength(1);
    expect(await subjects(cast.u.providerOwner.email)).toContain(`Contract terminated: "${request.title}"`);
  });

  it("the notice period is the one that applies on the day: a change agreed for a later day does not shorten or lengthen it", async () => {
    const { contractId, contract } = await cast.accepted();
    const later = addDays(contract.startDate, 30);
    const p = (await (await cast.call("owner", "POST", `/api/contracts/${contractId}/changes`, { terms: withTerms(contract.terms!, { noticeDays: 90 }), effectiveFrom: later })).json()) as Contract;
    await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/changes/${p.versions[0]!.id}/accept`, {});
    const c = (await (await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/terminate`, { reason: "Moving in-house." })).json()) as Contract;
    expect(c.currentVersion).toBe(2);
    expect(c.termination!.effectiveOn).toBe(day(30));
  });

  it("the lifecycle: scheduled starts on its date, renews automatically or ends, notice takes effect; each step once", async () => {
    const ending = await cast.accepted();
    const renewing = await cast.accepted();
    const terms = withTerms(renewing.contract.terms!, { renewal: "automatic" });
    const p = (await (await cast.call("owner", "POST", `/api/contracts/${renewing.contractId}/changes`, { terms, effectiveFrom: renewing.contract.startDate })).json()) as Contract;
    await cast.call("providerOwner", "POST", `/api/contracts/${renewing.contractId}/changes/${p.versions[0]!.id}/accept`, {});
    const start = ending.contract.startDate;
    const end = termEnd(start, 12);

    await t.services.contracts.run(start);
    expect((await row(ending.contractId)).status).toBe("active");
    expect(await subjects(cast.u.providerOwner.email)).toContain(`Contract active: "${ending.request.title}"`);
    await t.services.contracts.run(start);
    expect((await actions(ending.contractId)).filter((a) => a === "activated")).toHaveLength(1);

    await t.services.contracts.run(addDays(end, 1));
    expect((await row(ending.contractId)).status).toBe("ended");
    const renewed = await row(renewing.contractId);
    expect(renewed).toMatchObject({ status: "active", renewals: 1, endDate: termEnd(start, 24) });
    expect(await actions(renewing.contractId)).toContain("renewed");
    expect((await cast.read("owner", ending.contractId)).actions).toEqual([]);

    await cast.call("owner", "POST", `/api/contracts/${renewing.contractId}/terminate`, { reason: "Budget cut." });
    await t.services.contracts.run(day(30));
    expect((await row(renewing.contractId)).status).toBe("terminated");
    expect(await subjects(cast.u.providerOwner.email)).toContain(`Contract terminated: "${renewing.request.title}"`);
  });
});
