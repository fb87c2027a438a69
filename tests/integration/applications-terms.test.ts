import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as make from "../support/factories";
import { applicationsOf } from "../support/rows";
import { applicationsCast } from "./applications-cast";
import { type TestApp, startTestApp } from "./harness";

/** Structured bids (PRODUCT.md #22): prices by modality, a turnaround commitment and an earliest start. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof applicationsCast>>;

beforeAll(async () => {
  t = await startTestApp();
  cast = await applicationsCast(t);
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const errorBody = async (res: Response) => ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe("structured bids", () => {
  it("stores and returns prices by modality, the turnaround commitment and the earliest start", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, modalities: ["CT", "MRI"], tatRequirement: "12-24h" });
    const start = inDays(30);
    const res = await cast.applyAs("applicant", tender.id, { pricePerCt: 20, currency: "GBP", pricesByModality: { MRI: "42.50" }, turnaroundCommitment: "4-12h", earliestStart: start });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ pricePerCt: 20, currency: "GBP", pricesByModality: { MRI: 42.5 }, turnaroundCommitment: "4-12h", earliestStart: start });
    const mine = await (await t.request("GET", `/api/requests/${tender.id}/applications/mine`, { cookie: cast.u.colleague.cookie })).json();
    expect(mine.application).toMatchObject({ pricesByModality: { MRI: 42.5 }, turnaroundCommitment: "4-12h", earliestStart: start });
    const list = await (await t.request("GET", "/api/me/applications", { cookie: cast.u.applicant.cookie })).json();
    expect(list.data.find((a: { id: string }) => a.id === created.id)).toMatchObject({ turnaroundCommitment: "4-12h", earliestStart: start });
  });

  it("commits to the request's own turnaround unless told otherwise", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, tatRequirement: "1-4h" });
    const res = await cast.applyAs("applicant", tender.id, { pricePerCt: 20 });
    expect(await res.json()).toMatchObject({ turnaroundCommitment: "1-4h", pricesByModality: {}, earliestStart: null });
  });

  it("refuses each bad new field with its message on the field, and writes nothing", async () => {
    const tender = await make.request(t, { hospitalId: cast.u.owner.userId, modalities: ["CT", "MRI"] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pricesByModality: { MRI: 0 } }, "pricesByModality.MRI", "Please enter a valid price for MRI"],
      [{ pricesByModality: { CT: "cheap" } }, "pricesByModality.CT", "Please enter a valid price for CT"],
      [{ pricesByModality: { MRI: 1.234 } }, "pricesByModality.MRI", "Please enter a valid price for MRI"],
      [{ pricesByModality: { MRI: -3 } }, "pricesByModality.MRI", "Please enter a valid price for MRI"],
      [{ pricesByModality: { PET: 30 } }, "pricesByModality.PET", "PET is not one of the request's modalities"],
      [{ pricesByModality: [30] }, "pricesByModality", "Prices by modality must be an object of modality: price"],
      [{ turnaroundCommitment: "tomorrow" }, "turnaroundCommitment", "Please select a turnaround commitment"],
      [{ turnaroundCommitment: null }, "turnaroundCommitment", "Please select a turnaround commitment"],
      [{ earliestStart: "2001-01-01" }, "earliestStart", "Earliest start date cannot be in the past"],
      [{ earliestStart: inDays(-3) }, "earliestStart", "Earliest start date cannot be in the past"],
      [{ earliestStart: "soon" }, "earliestStart", "Earliest start must be a date"],
      [{ earliestStart: "2031-02-30" }, "earliestStart", "Earliest start must be a date"],
      [{ earliestStart: "2031-01-01T10:00:00Z" }, "earliestStart", "Earliest start must be a date"],
      [{ earliestStart: 20310101 }, "earliestStart", "Earliest start must be a date"],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await cast.applyAs("applicant", tender.id, { pricePerCt: 20, ...overrides });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const error = await errorBody(res);
      expect(error.message, JSON.stringify(overrides)).toBe(message);
      expect(error.fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    expect(await applicationsOf(t, tender.id)).toHaveLength(0);
  });

  it("accepts today as the earliest start wherever the day has begun (UTC-12's date), and refuses the day before", async () => {
    // "Not in the past" means past everywhere: the earliest start is today's date in UTC-12, the last zone to begin a
    // day, whose date changes at 12:00 UTC. [the server's clock, the earliest start then, the day before it]
    const cases = [
      ["2031-01-01T11:59:59Z", "2030-12-31", "2030-12-30"],
      ["2031-01-01T12:00:00Z", "2031-01-01", "2030-12-31"],
      ["2031-06-30T23:59:59Z", "2031-06-30", "2031-06-29"],
      ["2032-03-01T05:00:00Z", "2032-02-29", "2032-02-28"],
      ["2032-03-01T12:00:00Z", "2032-03-01", "2032-02-29"],
    ] as const;
    for (const [clock, earliest, dayBefore] of cases) {
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(new Date(clock));
        // Signed in and posted under that clock, so the session and the deadline hold then.
        const bidder = await make.signedInAs(t, "telerad", cast.providerA.id);
        const tender = await make.request(t, { hospitalId: cast.u.owner.userId, deadline: new Date("2033-01-01T00:00:00Z") });
        const refused = await cast.applyAs(bidder, tender.id, { pricePerCt: 20, earliestStart: dayBefore });
        expect(refused.status, `${dayBefore} at ${clock}`).toBe(400);
        expect((await errorBody(refused)).fields?.earliestStart).toBe("Earliest start date cannot be in the past");
        const accepted = await cast.applyAs(bidder, tender.id, { pricePerCt: 20, earliestStart: earliest });
        expect(accepted.status, `${earliest} at ${clock}`).toBe(201);
        expect((await accepted.json()).earliestStart).toBe(earliest);
      } finally {
        vi.useRealTimers();
      }
    }
  });
});
