import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { requestRow, requestsTitled } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";

/** A request's tender terms (PRODUCT.md #22): volumes by modality and evaluation weights. */

let t: TestApp;
let owner: Awaited<ReturnType<typeof make.signedInAs>>;
let telerad: Awaited<ReturnType<typeof make.signedInAs>>;
let providerId: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await make.signedInAs(t, "hospital");
  providerId = (await make.provider(t)).id;
  telerad = await make.signedInAs(t, "telerad", providerId);
});
afterAll(() => t.close());

const valid = (over: Record<string, unknown> = {}) => ({
  title: make.unique("Tender terms"),
  facility: "Terms Hospital",
  country: "DE",
  description: "Reads for a tender",
  modalities: ["CT", "MRI"],
  volumesPerMonth: 100,
  tatRequirement: "12-24h",
  budgetCurrency: "EUR",
  ...over,
});
const create = (body: unknown) => t.request("POST", "/api/requests", { body, cookie: owner.cookie });
const update = (id: string, body: unknown) => t.request("PATCH", `/api/requests/${id}`, { body, cookie: owner.cookie });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

describe("creating a request with tender terms", () => {
  it("sums the volumes by modality into the total and keeps the default weights 40 / 30 / 30", async () => {
    const res = await create(valid({ volumesByModality: { CT: 800, MRI: 400 } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ volumesPerMonth: 1200, volumesByModality: { CT: 800, MRI: 400 }, weights: { price: 40, turnaround: 30, quality: 30 } });
  });

  it("keeps the typed total without volumes by modality, and stores the weights given", async () => {
    const res = await create(valid({ weights: { price: 50, turnaround: 25, quality: 25 } }));
    const body = await res.json();
    expect(body).toMatchObject({ volumesPerMonth: 100, volumesByModality: {}, weights: { price: 50, turnaround: 25, quality: 25 } });
    // Providers see the weights before they bid.
    const seen = await (await t.request("GET", `/api/requests/${body.id}`, { cookie: telerad.cookie })).json();
    expect(seen.weights).toEqual({ price: 50, turnaround: 25, quality: 25 });
  });

  it("refuses bad weights and volumes with a message on the field, and writes nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ weights: { price: 50, turnaround: 30, quality: 30 } }, "weights", "Weights must add up to 100"],
      [{ weights: { price: 40.5, turnaround: 29.5, quality: 30 } }, "weights.price", "Each weight must be a whole percentage from 0 to 100"],
      [{ weights: { price: -10, turnaround: 80, quality: 30 } }, "weights.price", "Each weight must be a whole percentage from 0 to 100"],
      [{ weights: { price: 100 } }, "weights.turnaround", "Each weight must be a whole percentage from 0 to 100"],
      [{ weights: "40/30/30" }, "weights", "Weights must add up to 100"],
      [{ volumesByModality: { CT: -5 } }, "volumesByModality.CT", "Please enter a whole number of studies for CT"],
      [{ volumesByModality: { CT: 2.5 } }, "volumesByModality.CT", "Please enter a whole number of studies for CT"],
      [{ volumesByModality: { PET: 100 } }, "volumesByModality.PET", "PET is not one of the request's modalities"],
      [{ volumesByModality: { Telepathy: 1 } }, "volumesByModality.Telepathy", "Unknown modality: Telepathy"],
    ];
    for (const [over, field, message] of cases) {
      const body = valid(over);
      const res = await create(body);
      expect(res.status, JSON.stringify(over)).toBe(400);
      const error = await errorOf(res);
      expect(error.message, JSON.stringify(over)).toBe(message);
      expect(error.fields?.[field], JSON.stringify(over)).toBe(message);
      expect(await requestsTitled(t, body.title)).toHaveLength(0);
    }
  });
});

describe("editing the tender terms", () => {
  it("replaces the volumes by modality and drops a modality's volume with the modality", async () => {
    const { id } = await (await create(valid({ volumesByModality: { CT: 800, MRI: 400 } }))).json();
    let body = await (await update(id, { volumesByModality: { CT: 500, MRI: 100 } })).json();
    expect(body).toMatchObject({ volumesPerMonth: 600, volumesByModality: { CT: 500, MRI: 100 } });
    body = await (await update(id, { modalities: ["CT"] })).json();
    expect(body).toMatchObject({ volumesPerMonth: 500, volumesByModality: { CT: 500 } });
    const res = await update(id, { volumesByModality: { MRI: 10 } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("MRI is not one of the request's modalities");
    expect((await requestRow(t, id)).volumesByModality).toEqual({ CT: 500 });
  });

  it("changes the weights until an application is awarded, then refuses (409) and keeps them", async () => {
    const { id } = await (await create(valid())).json();
    let res = await update(id, { weights: { price: 60, turnaround: 20, quality: 20 } });
    expect((await res.json()).weights).toEqual({ price: 60, turnaround: 20, quality: 20 });
    res = await update(id, { weights: { price: 60, turnaround: 20, quality: 30 } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe("Weights must add up to 100");
    await make.application(t, { tenderId: id, providerId, status: "AWARDED" });
    res = await update(id, { weights: { price: 30, turnaround: 40, quality: 30 } });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe("Evaluation weights cannot change once an application has been awarded");
    const row = await requestRow(t, id);
    expect([row.weightPrice, row.weightTurnaround, row.weightQuality]).toEqual([60, 20, 20]);
    // Sending the weights unchanged with other edits still works.
    res = await update(id, { title: "Renamed tender", weights: { price: 60, turnaround: 20, quality: 20 } });
    expect(res.status).toBe(200);
  });
});
