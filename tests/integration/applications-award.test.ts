import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { applicationRow, mailTo } from "../support/rows";
import { applicationsCast } from "./applications-cast";
import { type TestApp, startTestApp } from "./harness";

/** Award notices (PRODUCT.md #25): the winner, the owner's confirmation, and each declined bidder's own outcome. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof applicationsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await applicationsCast(t);
});
afterAll(() => t.close());

describe("award notices", () => {
  it("an award alone tells the winner and confirms to the owner; the other bids stay as they are", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, budgetCurrency: "EUR" });
    const winner = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id, status: "SHORTLISTED" });
    const other = await make.application(t, { tenderId: tender.id, providerId: cast.providerB.id });
    expect((await cast.setStatus("owner", winner.id, { status: "AWARDED" })).status).toBe(200);
    expect((await applicationRow(t, other.id))!.status).toBe("SUBMITTED");
    const won = (await mailTo(t, cast.u.applicant.email)).filter((m) => m.subject === `You were awarded "${tender.title}"`);
    expect(won).toHaveLength(1);
    const confirmation = (await mailTo(t, cast.u.owner.email)).filter((m) => m.subject === `You awarded "${tender.title}"`);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain(`You awarded your request "${tender.title}" to`);
    expect(confirmation[0]!.text).not.toContain("closed");
    expect(await mailTo(t, cast.u.otherTelerad.email)).toHaveLength(0);
  });

  it("'Award and close' declines the live bids, gives each its own breakdown and rank, and tells earlier-declined bidders it closed", async () => {
    const third = await make.provider(t);
    const thirdUser = await make.signedInAs(t, "telerad", third.id);
    const fourth = await make.provider(t);
    const fourthUser = await make.signedInAs(t, "telerad", fourth.id);
    const fifth = await make.provider(t);
    const fifthUser = await make.signedInAs(t, "telerad", fifth.id);
    const tender = await make.request(t, {
      hospitalId: cast.u.owner.userId,
      budgetCurrency: "EUR",
      modalities: ["CT"],
      volumesPerMonth: 1000,
      tatRequirement: "12-24h",
      weightPrice: 50,
      weightTurnaround: 25,
      weightQuality: 25,
    });
    const bid = (providerId: string, pricePerCt: number, status: "SUBMITTED" | "SHORTLISTED" | "DECLINED" | "WITHDRAWN", turnaroundCommitment = "12-24h") =>
      make.application(t, { tenderId: tender.id, providerId, pricePerCt, status, turnaroundCommitment, qualityScore: 10 });
    const winner = await bid(cast.providerA.id, 20, "SHORTLISTED");
    const slow = await bid(cast.providerB.id, 25, "SUBMITTED", "24-48h");
    const shortlisted = await bid(third.id, 40, "SHORTLISTED");
    const earlierDeclined = await bid(fourth.id, 30, "DECLINED");
    await bid(fifth.id, 10, "WITHDRAWN");

    expect((await cast.setStatus("owner", winner.id, { status: "AWARDED", closeRequest: true })).status).toBe(200);
    expect((await applicationRow(t, slow.id))!.status).toBe("DECLINED");
    expect((await applicationRow(t, shortlisted.id))!.status).toBe("DECLINED");
    expect((await applicationRow(t, earlierDeclined.id))!.status).toBe("DECLINED");

    const subject = `Outcome of your application to ${tender.title}`;
    // Ranked among the four live bids: A 100, fourth 33.3+25+25 = 83.3, B 40+12.5+25 = 77.5, third 25+25+25 = 75.
    const [slowMail] = (await mailTo(t, cast.u.otherTelerad.email)).filter((m) => m.subject === subject);
    expect(slowMail!.text).toContain("your application was not successful");
    expect(slowMail!.text).toContain("Your score: 77.5 of 100, ranked 3 of 4.");
    expect(slowMail!.text).toContain("Price: 40 of 50 points (your estimated monthly cost: €25,000.00).");
    expect(slowMail!.text).toContain("Turnaround: 12.5 of 25 points (your commitment Non-urgent (24-48h) misses the requirement by 24 h).");
    expect(slowMail!.text).toContain("Quality: 25 of 25 points (quality score 10 of 10).");
    for (const rival of ["€20,000.00", "20.00", "€30,000.00", "€40,000.00"]) expect(slowMail!.text).not.toContain(rival);
    const [thirdMail] = (await mailTo(t, thirdUser.email)).filter((m) => m.subject === subject);
    expect(thirdMail!.text).toContain("Your score: 75 of 100, ranked 4 of 4.");
    expect((await mailTo(t, fourthUser.email)).map((m) => m.subject)).toEqual([`Request closed: "${tender.title}"`]);
    expect(await mailTo(t, fifthUser.email)).toHaveLength(0);
    const [confirmation] = (await mailTo(t, cast.u.owner.email)).filter((m) => m.subject === `You awarded "${tender.title}"`);
    expect(confirmation!.text).toContain("The request is now closed. 2 other applications were declined");

    // Each provider now sees its own evaluation on the request, and only its own.
    const mine = async (cookie: string) => (await t.request("GET", `/api/requests/${tender.id}/applications/mine`, { cookie })).json();
    expect((await mine(cast.u.otherTelerad.cookie)).evaluation).toEqual({
      points: { price: 40, turnaround: 12.5, quality: 25, total: 77.5 },
      weights: { price: 50, turnaround: 25, quality: 25 },
      rank: 3,
      of: 4,
    });
    expect((await mine(cast.u.applicant.cookie)).evaluation).toMatchObject({ points: { total: 100 }, rank: 1, of: 4 });
    const seen = JSON.stringify(await mine(thirdUser.cookie));
    expect(seen).toContain('"rank":4');
    for (const rival of [winner.id, slow.id, '"pricePerCt":20', '"pricePerCt":25']) expect(seen).not.toContain(rival);
  });

  it("keeps a provider's evaluation to itself until the request is closed with its bid decided", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, budgetCurrency: "EUR" });
    const bid = await make.application(t, { tenderId: tender.id, providerId: cast.providerA.id, status: "SHORTLISTED", qualityScore: 7 });
    const mine = async () => (await (await t.request("GET", `/api/requests/${tender.id}/applications/mine`, { cookie: cast.u.applicant.cookie })).json()).evaluation;
    expect(await mine()).toBeNull();
    expect((await cast.setStatus("owner", bid.id, { status: "AWARDED" })).status).toBe(200);
    // Awarded, but the request is still open.
    expect(await mine()).toBeNull();
    expect((await t.request("POST", `/api/requests/${tender.id}/close`, { cookie: cast.u.owner.cookie })).status).toBe(200);
    expect(await mine()).toMatchObject({ rank: 1, of: 1 });
  });
});
