import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contract } from "@/shared/contracts/contracts";
import { termEnd } from "@/shared/policy/contracts";
import { events } from "@/server/db/schema";
import { mailTo } from "../support/rows";
import { contractsCast, day, withTerms } from "./contracts-cast";
import { type TestApp, startTestApp } from "./harness";

/** From award to acceptance (issue 30 §1-2, §7): the draft's defaults, editing, sending, changes asked, acceptance. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof contractsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await contractsCast(t);
});
afterAll(() => t.close());

const contractEvents = (id: string) => t.services.database.db.select().from(events).where(eq(events.entityId, id));
const subjects = async (email: string) => (await mailTo(t, email)).map((m) => m.subject);

describe("the draft an award makes", () => {
  it("has a line per modality at the bid's tier and prices, the request's forecast, the bid's earliest start and the defaults", async () => {
    const { contractId, request } = await cast.award();
    const c = await cast.read("buyer", contractId);
    expect(c.status).toBe("draft");
    expect(c.currency).toBe("EUR");
    expect(c.draft!.lines).toEqual([
      { modality: "CT", tier: "1-4h", priceMinor: 2150 },
      { modality: "MRI", tier: "1-4h", priceMinor: 4000 },
    ]);
    expect(c.draft!.tiers).toEqual([{ tier: "1-4h", commitmentMinutes: 240, creditBelowPercent: 90, creditPercent: 5 }]);
    expect(c.draft!.forecast).toEqual({ CT: 1200, MRI: 300 });
    expect(c.draft!).toMatchObject({ startDate: day(40), termMonths: 12, renewal: "none", noticeDays: 30, qualityMaxDiscrepancyPercent: null });
    expect(c.endDate).toBe(termEnd(day(40), 12));
    expect(c.actions).toEqual(["edit", "send"]);
    expect(c.nextAction).toBe("Hospital to send the draft");
    expect((await contractEvents(contractId)).map((e) => e.action)).toEqual(["drafted"]);
    const award = (await mailTo(t, cast.u.owner.email)).find((m) => m.subject === `You awarded "${request.title}"`);
    expect(award!.text).toContain(`/contracts/${contractId}`);
  });

  it("the provider sees that a contract is coming, but not the hospital's unsent draft", async () => {
    const { contractId } = await cast.award();
    const c = await cast.read("providerOwner", contractId);
    expect(c).toMatchObject({ status: "draft", draft: null, terms: null, actions: [], mySide: "provider", versions: [] });
  });
});

describe("editing the draft", () => {
  it("saves valid terms and records what changed; bad terms are refused field by field and change nothing", async () => {
    const { contractId } = await cast.award();
    const before = (await cast.read("buyer", contractId)).draft!;
    const put = (terms: unknown) => cast.call("buyer", "PUT", `/api/contracts/${contractId}/draft`, { terms });
    const refusals: [unknown, string, string][] = [
      [withTerms(before, { startDate: day(10) }), "terms.startDate", `The start date cannot be before the bid's earliest start (${day(40)})`],
      [withTerms(before, { lines: [] }), "terms.lines", "Add at least one service line"],
      [withTerms(before, { lines: [before.lines[0]!, before.lines[0]!] }), "terms.lines.1", "CT at Urgent (1-4h) appears twice"],
      [withTerms(before, { lines: [{ modality: "CT", tier: "≤30m", priceMinor: 5000 }] }), "terms.tiers", "Set the turnaround commitment for Emergency (≤30m)"],
      [withTerms(before, { tiers: [{ ...before.tiers[0]!, creditPercent: null }] }), "terms.tiers.0.creditPercent", "A service credit needs both its threshold and its percentage"],
      [withTerms(before, { tiers: [{ ...before.tiers[0]!, creditPercent: 2.555 }] }), "terms.tiers.0.creditPercent", "Enter a percentage from 0 to 100 with at most two decimals"],
      [withTerms(before, { lines: [{ modality: "CT", tier: "1-4h", priceMinor: 0 }] }), "terms.lines.0.priceMinor", "Enter a price per study between 0.01 and 1,000,000"],
      [withTerms(before, { termMonths: 0 }), "terms.termMonths", "The term is a whole number of months from 1 to 120"],
      [withTerms(before, { noticeDays: 400 }), "terms.noticeDays", "The notice period is a whole number of days from 0 to 365"],
      [withTerms(before, { startDate: "2027-02-30" }), "terms.startDate", "Enter a date as YYYY-MM-DD"],
      [withTerms(before, { forecast: { CT: -1 } }), "terms.forecast.CT", "A monthly forecast is a whole number from 0 to 1,000,000"],
    ];
    for (const [terms, field, message] of refusals) {
      const res = await put(terms);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields[field], field).toBe(message);
    }
    expect((await cast.read("buyer", contractId)).draft).toEqual(before);

    const edited = withTerms(before, {
      lines: [...before.lines, { modality: "CT", tier: "≤30m", priceMinor: 6500 }],
      tiers: [...before.tiers, { tier: "≤30m", commitmentMinutes: 30, creditBelowPercent: 95, creditPercent: 10 }],
      termMonths: 24,
      renewal: "automatic",
      qualityMaxDiscrepancyPercent: 2.5,
    });
    const res = await put(edited);
    expect(res.status).toBe(200);
    const c = (await res.json()) as Contract;
    expect(c.draft).toEqual(edited);
    expect(c).toMatchObject({ termMonths: 24, endDate: termEnd(day(40), 24) });
    const saved = (await contractEvents(contractId)).find((e) => e.action === "draft_saved")!;
    expect(saved.actorEmail).toBe(cast.u.buyer.email.toLowerCase());
    expect(Object.keys(saved.changes)).toEqual(["terms"]);
  });
});

describe("sending, changes asked, revision and acceptance", () => {
  it("numbers each sending, carries the provider's message back, and records both acceptances", async () => {
    const { contractId, request } = await cast.award();
    const sent = await cast.call("buyer", "POST", `/api/contracts/${contractId}/send`, { message: "Please check the MRI price." });
    expect(sent.status).toBe(200);
    const v1 = (await sent.json()) as Contract;
    expect(v1).toMatchObject({ status: "sent", awaiting: "provider", nextAction: "Provider to accept or ask for changes", draft: null });
    expect(v1.versions.map((v) => [v.number, v.revision, v.status])).toEqual([[1, 1, "pending"]]);
    expect(await subjects(cast.u.providerOwner.email)).toContain(`Contract to accept: "${request.title}"`);
    // Only the provider's Owner may answer.
    expect((await cast.read("providerOwner", contractId)).actions).toEqual(["accept", "requestChanges"]);
    expect((await cast.call("bidder", "POST", `/api/contracts/${contractId}/accept`, { versionId: v1.versions[0]!.id })).status).toBe(403);
    expect((await cast.call("buyer", "POST", `/api/contracts/${contractId}/accept`, { versionId: v1.versions[0]!.id })).status).toBe(403);

    const asked = await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/request-changes`, { versionId: v1.versions[0]!.id, message: "MRI at 38.00 please." });
    expect(asked.status).toBe(200);
    expect(((await asked.json()) as Contract).status).toBe("draft");
    const back = (await mailTo(t, cast.u.buyer.email)).find((m) => m.subject === `Changes asked for: "${request.title}"`);
    expect(back!.text).toContain("MRI at 38.00 please.");

    const revised = withTerms((await cast.read("buyer", contractId)).draft!, { lines: [{ modality: "CT", tier: "1-4h", priceMinor: 2150 }, { modality: "MRI", tier: "1-4h", priceMinor: 3800 }] });
    expect((await cast.call("buyer", "PUT", `/api/contracts/${contractId}/draft`, { terms: revised })).status).toBe(200);
    const v2 = (await (await cast.call("owner", "POST", `/api/contracts/${contractId}/send`, {})).json()) as Contract;
    expect(v2.versions.map((v) => [v.number, v.revision, v.status])).toEqual([
      [1, 2, "pending"],
      [1, 1, "changes_requested"],
    ]);
    // An answer to the superseded sending is refused: the provider must read the new one.
    const stale = await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/accept`, { versionId: v2.versions[1]!.id });
    expect(stale.status).toBe(409);

    const ok = await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/accept`, { versionId: v2.versions[0]!.id });
    expect(ok.status).toBe(200);
    const done = (await ok.json()) as Contract;
    expect(done).toMatchObject({ status: "scheduled", currentVersion: 1, awaiting: null, terms: revised, startDate: day(40) });
    expect(done.acceptance).toMatchObject({ hospital: { email: cast.u.owner.email }, provider: { email: cast.u.providerOwner.email } });
    expect(done.acceptance.hospitalAt! <= done.acceptance.providerAt!).toBe(true);
    expect(await subjects(cast.u.owner.email)).toContain(`Contract accepted: "${request.title}"`);
    expect((await contractEvents(contractId)).map((e) => e.action).sort()).toEqual(
      ["drafted", "sent", "changes_requested", "draft_saved", "sent", "accepted", "scheduled"].sort(),
    );
  });

  it("two acceptances at once give one: the other hears 409 and one acceptance is recorded", async () => {
    const { contractId } = await cast.award();
    await cast.call("buyer", "POST", `/api/contracts/${contractId}/send`, {});
    const versionId = (await cast.read("providerOwner", contractId)).versions[0]!.id;
    const second = await t.request("POST", "/api/auth/sign-in/email", { body: { email: cast.u.providerOwner.email, password: cast.u.providerOwner.password } });
    const other = second.headers.get("set-cookie")!.split(";")[0]!;
    const [a, b] = await Promise.all([
      cast.call("providerOwner", "POST", `/api/contracts/${contractId}/accept`, { versionId }),
      t.request("POST", `/api/contracts/${contractId}/accept`, { cookie: other, body: { versionId } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await contractEvents(contractId)).filter((e) => e.action === "accepted")).toHaveLength(1);
  });

  it("a draft starting today is active as soon as it is accepted; a sent contract can no longer be edited", async () => {
    const { contractId } = await cast.award({ earliestStart: null });
    const draft = (await cast.read("buyer", contractId)).draft!;
    await cast.call("buyer", "PUT", `/api/contracts/${contractId}/draft`, { terms: withTerms(draft, { startDate: day(0) }) });
    await cast.call("buyer", "POST", `/api/contracts/${contractId}/send`, {});
    expect((await cast.call("buyer", "PUT", `/api/contracts/${contractId}/draft`, { terms: draft })).status).toBe(409);
    const versionId = (await cast.read("providerOwner", contractId)).versions[0]!.id;
    const done = (await (await cast.call("providerOwner", "POST", `/api/contracts/${contractId}/accept`, { versionId })).json()) as Contract;
    expect(done.status).toBe("active");
  });
});
