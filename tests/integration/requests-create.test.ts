import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { requestsTitled } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";
import { inTwoYears, requestCast, type Who } from "./requests-cast";

/** Creating requests: every role, rule and message (spec §5, §7; PRODUCT.md #8). */

let t: TestApp;
const tag = make.unique("rqcreate").replace("-", "");
let users: Awaited<ReturnType<typeof requestCast>>["users"];
let send: Awaited<ReturnType<typeof requestCast>>["send"];

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `Title ${tag} ${make.unique("r")}`,
  facility: `Facility ${tag}`,
  country: "United Kingdom",
  description: "Overnight CT and MRI reporting",
  modalities: ["CT", "MRI"],
  volumesPerMonth: 2000,
  tatRequirement: "4-12h",
  ...overrides,
});

const rowsTitled = (title: string) => requestsTitled(t, title);

beforeAll(async () => {
  t = await startTestApp();
  ({ users, send } = await requestCast(t, `Provider ${tag}`));
});
afterAll(() => t.close());

describe("POST /api/requests", () => {
  it("lets a hospital create a request with the spec's defaults and owns it", async () => {
    const before = Date.now();
    const body = valid();
    const res = await send("owner", "POST", "/api/requests", body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: body.title,
      facility: `Facility ${tag}`,
      country: "GB",
      modalities: ["CT", "MRI"],
      volumesPerMonth: 2000,
      tatRequirement: "4-12h",
      requirements: [],
      budgetMin: null,
      budgetMax: null,
      budgetCurrency: "USD",
      status: "OPEN",
      storedStatus: "OPEN",
      responseCount: 0,
      contactEmail: null,
      websiteUrl: null,
      hospitalId: users.owner.userId,
      isOwner: true,
      canManage: true,
    });
    const deadline = Date.parse(res.body.deadline);
    expect(deadline - before).toBeGreaterThan(364.9 * 86_400_000);
    expect(deadline - before).toBeLessThan(365.1 * 86_400_000);
    expect(Math.abs(Date.parse(res.body.postedDate) - before)).toBeLessThan(60_000);
    const [row] = await rowsTitled(body.title);
    expect(row).toMatchObject({ hospitalId: users.owner.userId, country: "GB", status: "OPEN", tatRequirement: "4-12h" });
  });

  it("lets an admin create a request without an owning hospital, with budget, deadline and contact", async () => {
    const fields = {
      budgetMin: 1000,
      budgetMax: 2500.5,
      budgetCurrency: "GBP",
      deadline: inTwoYears,
      contactEmail: "desk@hospital.example",
      websiteUrl: "https://hospital.example",
      requirements: ["24/7 coverage"],
      volumesPerMonth: 0,
    };
    const res = await send("admin", "POST", "/api/requests", valid({ country: "UAE", ...fields }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...fields, country: "AE", hospitalId: null, isOwner: false, canManage: true });
  });

  it("refuses anonymous, basic and telerad callers with the spec messages and writes nothing", async () => {
    const cases: [Who, number, string, string][] = [
      ["anonymous", 401, "UNAUTHENTICATED", "Not authenticated"],
      ["basic", 403, "FORBIDDEN", "Unauthorized: Admin or Hospital role required"],
      ["telerad", 403, "FORBIDDEN", "Unauthorized: Admin or Hospital role required"],
    ];
    for (const [who, status, code, message] of cases) {
      const body = valid();
      const res = await send(who, "POST", "/api/requests", body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ error: { code, message } });
      expect(await rowsTitled(body.title)).toHaveLength(0);
      // The role check comes before the body is read: an empty body gets the same answer.
      expect((await send(who, "POST", "/api/requests", {})).body.error.message).toBe(message);
    }
  });

  it("refuses bad input with 400, the spec's messages, and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "Please fill in all required fields"],
      [{ title: "   " }, "Please fill in all required fields"],
      [{ facility: undefined }, "Please fill in all required fields"],
      [{ country: "" }, "Please fill in all required fields"],
      [{ description: undefined }, "Please fill in all required fields"],
      [{ modalities: [] }, "Please select at least one modality"],
      [{ modalities: undefined }, "Please select at least one modality"],
      [{ modalities: ["Telepathy"] }, "Unknown modality: Telepathy"],
      [{ tatRequirement: undefined }, "Please select a turnaround time requirement"],
      [{ tatRequirement: "2 weeks" }, "Please select a turnaround time requirement"],
      [{ country: "Narnia" }, "Unknown country: Narnia"],
      [{ volumesPerMonth: -1 }, "Volume per month must be 0 or more"],
      [{ volumesPerMonth: 2.5 }, "Volume per month must be a whole number"],
      [{ volumesPerMonth: "many" }, "Volume per month must be a whole number"],
      [{ budgetMin: -5 }, "Budget must be 0 or more"],
      [{ budgetMin: 500, budgetMax: 100 }, "Minimum budget must not exceed maximum budget"],
      [{ deadline: "2001-01-01T00:00:00Z" }, "Deadline must be in the future"],
      [{ deadline: "soon" }, "Deadline must be a date"],
      [{ deadline: "2031-02-30" }, "Deadline must be a date"],
      [{ deadline: "+275760-09-13" }, "Deadline must be within 10 years"],
      [{ deadline: "-271821-04-19" }, "Deadline must be a date"],
      [{ contactEmail: "not-an-email" }, "Contact email is invalid"],
      [{ websiteUrl: "javascript:alert(1)" }, "Website must be a valid http(s) URL"],
      [{ status: "CLOSED" }, "Unknown field: status"],
      [{ hospitalId: "someone-else" }, "Unknown field: hospitalId"],
    ];
    for (const [overrides, message] of cases) {
      const body = valid(overrides);
      const res = await send("owner", "POST", "/api/requests", body);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.body.error, JSON.stringify(overrides)).toMatchObject({ code: "BAD_REQUEST", message });
      expect(await rowsTitled(body.title)).toHaveLength(0);
    }
    const malformed = await t.request("POST", "/api/requests", { cookie: users.owner.cookie, body: "{nope" });
    expect(malformed.status).toBe(400);
  });
});

describe("OpenAPI", () => {
  it("documents every requests route", async () => {
    const doc = await (await t.request("GET", "/api/openapi.json")).json();
    expect(doc.paths["/api/requests"]).toHaveProperty("get");
    expect(doc.paths["/api/requests"]).toHaveProperty("post");
    expect(Object.keys(doc.paths["/api/requests/{id}"]).sort()).toEqual(["delete", "get", "patch"]);
    expect(doc.paths["/api/requests/{id}/close"]).toHaveProperty("post");
    expect(doc.paths["/api/requests/{id}/reopen"]).toHaveProperty("post");
  });
});

