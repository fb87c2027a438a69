import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { applicationRow, mailTo, requestRow } from "../support/rows";
import { applicationsCast, errorOf, type Who } from "./applications-cast";
import { type TestApp, startTestApp } from "./harness";

/** Moving an application through its statuses (spec §4), for every role, and what each move tells whom. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof applicationsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await applicationsCast(t);
});
afterAll(() => t.close());

describe("status transitions (spec §4), for every role", () => {
  const STATUSES = ["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;
  const OWNER_LEGAL = new Set(["SUBMITTED>SHORTLISTED", "SUBMITTED>DECLINED", "SHORTLISTED>AWARDED", "SHORTLISTED>DECLINED"]);
  const APPLICANT_LEGAL = new Set(["SUBMITTED>WITHDRAWN", "SHORTLISTED>WITHDRAWN"]);
  const OWNER_MOVES = new Set(["SHORTLISTED", "AWARDED", "DECLINED"]);

  function expected(who: Who, from: string, to: string): number {
    if (who === "anonymous") return 401;
    if (who === "owner" || who === "admin") return OWNER_LEGAL.has(`${from}>${to}`) ? 200 : OWNER_MOVES.has(to) ? 409 : 403;
    if (who === "applicant" || who === "colleague") return APPLICANT_LEGAL.has(`${from}>${to}`) ? 200 : to === "WITHDRAWN" ? 409 : 403;
    return 403;
  }

  const WHO: Who[] = ["owner", "otherHospital", "admin", "applicant", "colleague", "otherTelerad", "basic", "anonymous"];
  for (const who of WHO) {
    it(`${who}: legal moves succeed, others get 401/403/409 and leave the record untouched`, async () => {
      const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
      for (const from of STATUSES) {
        for (const to of STATUSES) {
          // A fresh request per case: one application per provider per request.
          const target = from === "SUBMITTED" && to === "SUBMITTED" ? tender : await make.request(t, { hospitalId: cast.u.owner.userId });
          const app = await make.application(t, { tenderId: target.id, providerId: cast.providerA.id, status: from });
          const res = await cast.setStatus(who, app.id, { status: to });
          const want = expected(who, from, to);
          expect(res.status, `${who} ${from} -> ${to}`).toBe(want);
          const row = await applicationRow(t, app.id);
          if (want === 200) {
            expect((await res.json()).status).toBe(to);
            expect(row!.status).toBe(to);
          } else {
            expect(row!.status).toBe(from);
            expect(row!.updatedAt.getTime()).toBe(app.updatedAt.getTime());
          }
        }
      }
    });
  }

  it("validates the status and the application id", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const app = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id });
    let res = await cast.setStatus("owner", app.id, { status: "OPEN" });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe("Status must be one of SUBMITTED, SHORTLISTED, AWARDED, DECLINED, WITHDRAWN");
    res = await cast.setStatus("owner", app.id, {});
    expect(res.status).toBe(400);
    res = await cast.setStatus("owner", "00000000-0000-4000-8000-000000000000", { status: "SHORTLISTED" });
    expect(res.status).toBe(404);
    expect((await applicationRow(t, app.id))!.status).toBe("SUBMITTED");
  });

  it("notifies the provider's users when shortlisted, awarded or declined, with a link to the request", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const app = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id });
    expect((await cast.setStatus("owner", app.id, { status: "SHORTLISTED" })).status).toBe(200);
    expect((await cast.setStatus("admin", app.id, { status: "AWARDED" })).status).toBe(200);
    const other = await make.request(t, { hospitalId: cast.u.owner.userId });
    const app2 = await make.application(t, { tenderId: other.id, providerId: cast.providerA.id });
    expect((await cast.setStatus("owner", app2.id, { status: "DECLINED" })).status).toBe(200);
    for (const user of [cast.u.applicant, cast.u.colleague]) {
      const subjects = (await mailTo(t, user.email)).map((m) => m.subject);
      expect(subjects).toContain(`You were shortlisted for "${tender.title}"`);
      expect(subjects).toContain(`You were awarded "${tender.title}"`);
      expect(subjects).toContain(`Your application for "${other.title}" was declined`);
      const awarded = (await mailTo(t, user.email)).find((m) => m.subject.startsWith("You were awarded") && m.text.includes(tender.title));
      expect(awarded!.text).toContain(`http://localhost:3999/requests/${tender.id}`);
    }
    expect((await mailTo(t, cast.u.otherTelerad.email)).filter((m) => m.text.includes(tender.title))).toHaveLength(0);
  });

  it("withdrawing lowers response_count and needs the request OPEN", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const a = await (await cast.applyAs("applicant", tender.id, { pricePerCt: 10 })).json();
    await cast.applyAs("otherTelerad", tender.id, { pricePerCt: 11 });
    expect((await requestRow(t, tender.id)).responseCount).toBe(2);
    expect((await cast.setStatus("colleague", a.id, { status: "WITHDRAWN" })).status).toBe(200);
    expect((await requestRow(t, tender.id)).responseCount).toBe(1);

    const closed = await make.request(t, { hospitalId: cast.u.owner.userId, status: "CLOSED" });
    const c = await make.application(t, { tenderId: closed.id, providerId: cast.providerA.id, status: "SHORTLISTED" });
    const res = await cast.setStatus("applicant", c.id, { status: "WITHDRAWN" });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("This request is closed, so the application can no longer be withdrawn");
    expect((await applicationRow(t, c.id))!.status).toBe("SHORTLISTED");
  });

  it("'Award and close request' awards, closes, declines the live bids and tells each its outcome", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, budgetCurrency: "EUR" });
    // Quality scored 0 by the hospital: neither provider has reviews, so without a score neither bid would rank.
    const winner = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id, status: "SHORTLISTED", qualityScore: 0 });
    const loser = await make.application(t, { tenderId: tender.id, providerId: cast.providerB.id, pricePerCt: 15, qualityScore: 0 });
    const res = await cast.setStatus("owner", winner.id, { status: "AWARDED", closeRequest: true });
    expect(res.status).toBe(200);
    expect((await requestRow(t, tender.id)).status).toBe("CLOSED");
    expect((await applicationRow(t, winner.id))!.status).toBe("AWARDED");
    expect((await applicationRow(t, loser.id))!.status).toBe("DECLINED");
    const outcome = (await mailTo(t, cast.u.otherTelerad.email)).filter((m) => m.subject === `Outcome of your application to ${tender.title}`);
    expect(outcome).toHaveLength(1);
    expect(outcome[0]!.text).toContain("was not successful");
    // 40 x 12.50 / 15 = 33.3 price points, full turnaround points (no requirement), quality 0: 63.3.
    expect(outcome[0]!.text).toContain("Your score: 63.3 of 100, ranked 2 of 2.");
    expect(outcome[0]!.text).not.toContain("12.5");
    const confirmation = (await mailTo(t, cast.u.owner.email)).filter((m) => m.subject === `You awarded "${tender.title}"`);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain("1 other application was declined");
    // Nothing is left to decline.
    expect((await cast.setStatus("owner", loser.id, { status: "DECLINED" })).status).toBe(409);
  });

  it("refuses closeRequest with anything but an award, and an illegal award does not close", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId });
    const app = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id });
    let res = await cast.setStatus("owner", app.id, { status: "SHORTLISTED", closeRequest: true });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("Only an award can close the request");
    res = await cast.setStatus("owner", app.id, { status: "AWARDED", closeRequest: true });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toBe("An application cannot change from SUBMITTED to AWARDED");
    expect((await requestRow(t, tender.id)).status).toBe("OPEN");
    expect((await applicationRow(t, app.id))!.status).toBe("SUBMITTED");
  });
});
