import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "@/server/db/schema";
import * as make from "../support/factories";
import { applicationRow, mailTo } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";
import { requestCast, type Who } from "./requests-cast";

/** POST /api/applications/{id}/confirm (issue 15 §2): who may confirm, when, with what price, and what it writes. */

let t: TestApp;
const tag = make.unique("confirm").replace("-", "");
let cast: Awaited<ReturnType<typeof requestCast>>;
let otherTelerad: Awaited<ReturnType<typeof make.signedInAs>>;
const providerName = `Provider ${tag}`;

/** An OPEN request of the owner with the cast's provider's bid (EUR 12.50), amended after the bid unless told not to. */
async function bidOnAmended({ amend = true, status = "SUBMITTED" as "SUBMITTED" | "SHORTLISTED" | "WITHDRAWN" | "DECLINED" } = {}) {
  const tender = await make.request(t, { hospitalId: cast.users.owner.userId, modalities: ["CT", "MRI"], title: `Reads ${make.unique("c")}` });
  const bid = await make.application(t, { tenderId: tender.id, providerId: cast.providerId, status });
  // An amendment needs a live bid: another provider's, beside one withdrawn or declined.
  if (status === "WITHDRAWN" || status === "DECLINED") await make.application(t, { tenderId: tender.id, providerId: (await make.provider(t)).id });
  if (amend) await amendRequest(tender.id);
  return { tender, bid };
}

const amendRequest = async (id: string) => {
  const res = await cast.send("owner", "PATCH", `/api/requests/${id}`, { description: `Amended ${make.unique("d")}` });
  expect(res.body.amendedAt).toEqual(expect.any(String));
};

const confirm = (who: Who, id: string, body: unknown = {}) => cast.send(who, "POST", `/api/applications/${id}/confirm`, body);
const confirmEvents = async (id: string) => (await t.services.database.db.select().from(events).where(eq(events.entityId, id))).filter((e) => e.action === "confirmed");

beforeAll(async () => {
  t = await startTestApp();
  cast = await requestCast(t, providerName);
  otherTelerad = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
});
afterAll(() => t.close());

describe("who may confirm", () => {
  it("lets only the applying provider's users confirm: 401 anonymous, 403 basic, hospitals, admin and other providers, 404 unknown", async () => {
    const { bid } = await bidOnAmended();
    const refusals: [Who, number][] = [
      ["anonymous", 401],
      ["basic", 403],
      ["owner", 403],
      ["otherHospital", 403],
      ["admin", 403],
    ];
    for (const [who, status] of refusals) expect((await confirm(who, bid.id)).status, who).toBe(status);
    const other = await t.request("POST", `/api/applications/${bid.id}/confirm`, { cookie: otherTelerad.cookie, body: {} });
    expect(other.status).toBe(403);
    expect((await other.json()).error.message).toBe("Only the provider that applied can confirm this application");
    expect((await applicationRow(t, bid.id))!.confirmedAt).toBeNull();
    expect(await confirmEvents(bid.id)).toEqual([]);

    expect((await confirm("telerad", randomUUID())).status).toBe(404);
    expect((await confirm("telerad", "not-a-uuid")).status).toBe(400);
    const ok = await confirm("telerad", bid.id);
    expect(ok.status).toBe(200);
  });
});

describe("confirming", () => {
  it("stores the new price, stamps confirmed_at, records the event and mails the owner hospital", async () => {
    const { tender, bid } = await bidOnAmended({ status: "SHORTLISTED" });
    const before = await cast.send("telerad", "GET", `/api/requests/${tender.id}/applications/mine`);
    expect(before.body.application).toMatchObject({ confirmedAt: null, amendment: { standing: "needs_confirmation" } });

    const res = await confirm("telerad", bid.id, { pricePerCt: 30, currency: "GBP", pricesByModality: { MRI: 41.5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: bid.id, pricePerCt: 30, currency: "GBP", pricesByModality: { MRI: 41.5 }, status: "SHORTLISTED", confirmedAt: expect.any(String) });
    expect(res.body.amendment).toEqual({ amendedAt: before.body.application.amendment.amendedAt, standing: "confirmed" });
    const row = await applicationRow(t, bid.id);
    expect(row).toMatchObject({ pricePerCt: 30, currency: "GBP", pricesByModality: { MRI: 41.5 } });
    expect(row!.confirmedAt?.toISOString()).toBe(res.body.confirmedAt);

    const [event, ...more] = await confirmEvents(bid.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ entityType: "application", requestId: tender.id, providerId: cast.providerId, actorUserId: cast.users.telerad.userId, actorRole: "telerad" });
    expect(event!.changes).toEqual({
      pricePerCt: { before: 12.5, after: 30 },
      currency: { before: "EUR", after: "GBP" },
      pricesByModality: { before: {}, after: { MRI: 41.5 } },
      confirmedAt: { before: null, after: res.body.confirmedAt },
    });

    const [mail, ...others] = (await mailTo(t, cast.users.owner.email!)).filter((m) => m.subject.includes(tender.title));
    expect(others).toEqual([]);
    expect(mail!.subject).toBe(`${providerName} confirmed its application for "${tender.title}"`);
    expect(mail!.text).toContain(`${providerName} confirmed its application to your request "${tender.title}" after the amendment of ${res.body.amendment.amendedAt.slice(0, 10)}.`);
    expect(mail!.text).toContain("New price: £30.00 per study (MRI £41.50) (was €12.50 per study).");
    expect(mail!.text).toContain(`http://localhost:3999/requests/${tender.id}`);

    const again = await confirm("telerad", bid.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This application was already confirmed after the latest amendment");

    // A new amendment asks again; confirming without a body keeps the price.
    await amendRequest(tender.id);
    const mine = await cast.send("telerad", "GET", `/api/requests/${tender.id}/applications/mine`);
    expect(mine.body.application.amendment.standing).toBe("needs_confirmation");
    const plain = await confirm("telerad", bid.id);
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ pricePerCt: 30, currency: "GBP" });
    const second = (await confirmEvents(bid.id)).find((e) => e.id !== event!.id);
    expect(Object.keys(second!.changes)).toEqual(["confirmedAt"]);
    const unchanged = (await mailTo(t, cast.users.owner.email!)).filter((m) => m.text.includes("The price is unchanged: £30.00 per study (MRI £41.50)."));
    expect(unchanged).toHaveLength(1);
  });

  it("shows each bid's standing to the owner (table and Compare) and to the provider (/me/applications)", async () => {
    const { tender, bid } = await bidOnAmended();
    const late = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
    const after = await t.request("POST", `/api/requests/${tender.id}/applications`, { cookie: late.cookie, body: { pricePerCt: 20 } });
    const lateId = (await after.json()).id;
    const table = await cast.send("owner", "GET", `/api/requests/${tender.id}/applications`);
    const standings = (list: { id: string; amendment: { standing: string } }[]) => Object.fromEntries(list.map((a) => [a.id, a.amendment.standing]));
    expect(standings(table.body.data)).toEqual({ [bid.id]: "needs_confirmation", [lateId]: "submitted_after" });
    expect((await confirm("telerad", bid.id)).status).toBe(200);
    const compare = await cast.send("admin", "GET", `/api/requests/${tender.id}/compare`);
    expect(standings(compare.body.entries.map((e: { application: never }) => e.application))).toEqual({ [bid.id]: "confirmed", [lateId]: "submitted_after" });
    const my = await cast.send("telerad", "GET", "/api/me/applications");
    expect(my.body.data.find((a: { id: string }) => a.id === bid.id).amendment.standing).toBe("confirmed");

    const unamended = await bidOnAmended({ amend: false });
    const plain = await cast.send("owner", "GET", `/api/requests/${unamended.tender.id}/applications`);
    expect(plain.body.data[0]).toMatchObject({ confirmedAt: null, amendment: null });
  });
});

describe("nothing to confirm (409) and bad input (400): nothing written", () => {
  it("refuses a bid on a request never amended, one made after the amendment, a withdrawn or declined one, and a closed request", async () => {
    const never = await bidOnAmended({ amend: false });
    const withdrawn = await bidOnAmended({ status: "WITHDRAWN" });
    const declined = await bidOnAmended({ status: "DECLINED" });
    const closed = await bidOnAmended();
    expect((await cast.send("owner", "POST", `/api/requests/${closed.tender.id}/close`)).status).toBe(200);
    const laterTender = await make.request(t, { hospitalId: cast.users.owner.userId });
    await amendRequestWithoutBids(laterTender.id);
    const later = await make.application(t, { tenderId: laterTender.id, providerId: cast.providerId });
    const cases: [string, string][] = [
      [never.bid.id, "This application was not submitted before an amendment, so there is nothing to confirm"],
      [later.id, "This application was not submitted before an amendment, so there is nothing to confirm"],
      [withdrawn.bid.id, "Only a submitted or shortlisted application can be confirmed"],
      [declined.bid.id, "Only a submitted or shortlisted application can be confirmed"],
      [closed.bid.id, "This request is no longer open for applications"],
    ];
    for (const [id, message] of cases) {
      const res = await confirm("telerad", id, { pricePerCt: 99 });
      expect(res.status, message).toBe(409);
      expect(res.body.error.message).toBe(message);
      expect((await applicationRow(t, id))).toMatchObject({ confirmedAt: null, pricePerCt: 12.5 });
      expect(await confirmEvents(id)).toEqual([]);
    }
  });

  it("refuses each bad price field with its message on the field", async () => {
    const { bid } = await bidOnAmended();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pricePerCt: 0 }, "pricePerCt", "Please enter a valid price per CT"],
      [{ pricePerCt: 12.345 }, "pricePerCt", "Please enter a valid price per CT"],
      [{ pricePerCt: "cheap" }, "pricePerCt", "Please enter a valid price per CT"],
      [{ pricePerCt: null }, "pricePerCt", "Please enter a valid price per CT"],
      [{ currency: "JPY" }, "currency", "Currency must be one of EUR, USD, GBP, CHF, SEK"],
      [{ pricesByModality: { MRI: 0 } }, "pricesByModality.MRI", "Please enter a valid price for MRI"],
      [{ pricesByModality: [30] }, "pricesByModality", "Prices by modality must be an object of modality: price"],
      [{ pricesByModality: { PET: 30 } }, "pricesByModality.PET", "PET is not one of the request's modalities"],
    ];
    for (const [body, field, message] of cases) {
      const res = await confirm("telerad", bid.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message, JSON.stringify(body)).toBe(message);
      expect(res.body.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect((await confirm("telerad", bid.id, { note: "extra" })).status).toBe(400);
    expect(await applicationRow(t, bid.id)).toMatchObject({ confirmedAt: null, pricePerCt: 12.5, currency: "EUR" });
    expect(await confirmEvents(bid.id)).toEqual([]);
  });
});

async function amendRequestWithoutBids(id: string) {
  // An amendment needs a live bid: another provider's, so the cast's provider can bid after it.
  await make.application(t, { tenderId: id, providerId: (await make.provider(t)).id });
  await amendRequest(id);
}
