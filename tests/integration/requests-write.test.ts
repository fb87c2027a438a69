import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications, mailOutbox, providers, tenders } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

/** Create, update, delete, close and reopen requests: every role, rule and message (spec §5, §7, §8; PRODUCT.md #8 #9 #12). */

let t: TestApp;
const tag = make.unique("rqwrite").replace("-", "");
type Who = "anonymous" | "basic" | "telerad" | "owner" | "otherHospital" | "admin";
const users = {} as Record<Who, { cookie?: string; userId?: string; email?: string }>;
let providerId: string;

/** A deadline a couple of years ahead: far enough, and within the ten years a deadline may be. */
const inTwoYears = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 4, 1)).toISOString();

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `Title ${tag} ${randomUUID().slice(0, 8)}`,
  facility: `Facility ${tag}`,
  country: "United Kingdom",
  description: "Overnight CT and MRI reporting",
  modalities: ["CT", "MRI"],
  volumesPerMonth: 2000,
  tatRequirement: "4-12h",
  ...overrides,
});

const send = async (who: Who, method: string, url: string, body?: unknown) => {
  const res = await t.request(method, url, { cookie: users[who].cookie, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

async function create(who: Who = "owner", overrides: Record<string, unknown> = {}) {
  const res = await send(who, "POST", "/api/requests", valid(overrides));
  expect(res.status).toBe(201);
  return res.body as Record<string, unknown> & { id: string; title: string };
}

const rowsTitled = async (title: string) =>
  t.services.database.db.select().from(tenders).where(eq(tenders.title, title));

beforeAll(async () => {
  t = await startTestApp();
  const [provider] = await t.services.database.db
    .insert(providers)
    .values({ slug: make.unique("rq-write-prov"), name: `Provider ${tag}`, hqCountry: "DE" })
    .returning();
  providerId = provider!.id;
  users.anonymous = {};
  users.basic = await make.signedInAs(t, "basic");
  users.telerad = await make.signedInAs(t, "telerad", providerId);
  users.owner = await make.signedInAs(t, "hospital");
  users.otherHospital = await make.signedInAs(t, "hospital");
  users.admin = await make.signedInAs(t, "admin");
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
      expect(res.body.error, JSON.stringify(overrides)).toEqual({ code: "BAD_REQUEST", message });
      expect(await rowsTitled(body.title)).toHaveLength(0);
    }
    const malformed = await t.request("POST", "/api/requests", { cookie: users.owner.cookie, body: "{nope" });
    expect(malformed.status).toBe(400);
  });
});

describe("PATCH /api/requests/{id}", () => {
  it("applies only the supplied fields and ignores empty title, facility, country and description", async () => {
    const created = await create("owner", { contactEmail: "a@hospital.example", websiteUrl: "https://a.example" });
    const res = await send("owner", "PATCH", `/api/requests/${created.id}`, {
      title: "",
      facility: "   ",
      country: "",
      description: "",
      volumesPerMonth: 0,
      modalities: ["PET"],
      contactEmail: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: created.title,
      facility: created.facility,
      country: "GB",
      description: created.description,
      volumesPerMonth: 0,
      modalities: ["PET"],
      contactEmail: null,
      websiteUrl: "https://a.example",
      tatRequirement: "4-12h",
    });
    const renamed = await send("owner", "PATCH", `/api/requests/${created.id}`, {
      title: `${created.title} v2`,
      country: "France",
      budgetMax: 900,
    });
    expect(renamed.body).toMatchObject({ title: `${created.title} v2`, country: "FR", budgetMax: 900, modalities: ["PET"] });
    expect(Date.parse(renamed.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt as string));
  });

  it("lets an admin edit any request and refuses everyone else with the spec messages", async () => {
    const created = await create("owner");
    const url = `/api/requests/${created.id}`;
    expect((await send("admin", "PATCH", url, { title: `${created.title} by admin` })).status).toBe(200);
    const cases: [Who, number, string][] = [
      ["anonymous", 401, "Not authenticated"],
      ["basic", 403, "Unauthorized: Admin or Hospital role required"],
      ["telerad", 403, "Unauthorized: Admin or Hospital role required"],
      ["otherHospital", 403, "Unauthorized: You can only edit your own tenders"],
    ];
    for (const [who, status, message] of cases) {
      const res = await send(who, "PATCH", url, { title: `${created.title} hijacked` });
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    const [row] = await t.services.database.db.select().from(tenders).where(eq(tenders.id, created.id));
    expect(row!.title).toBe(`${created.title} by admin`);
  });

  it("refuses bad input, unknown and malformed ids, and leaves the request as it was", async () => {
    const created = await create("owner", { budgetMin: 100, budgetMax: 200 });
    const url = `/api/requests/${created.id}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ modalities: [] }, "Please select at least one modality"],
      [{ volumesPerMonth: -3 }, "Volume per month must be 0 or more"],
      [{ country: "Atlantis" }, "Unknown country: Atlantis"],
      [{ budgetMin: 300 }, "Minimum budget must not exceed maximum budget"],
      [{ status: "CLOSED" }, "Unknown field: status"],
      [{ hospitalId: users.otherHospital.userId }, "Unknown field: hospitalId"],
      [{ deadline: "2000-01-01" }, "Deadline must be in the future"],
      [{ deadline: "9999-12-31" }, "Deadline must be within 10 years"],
    ];
    for (const [body, message] of cases) {
      const res = await send("owner", "PATCH", url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const [row] = await t.services.database.db.select().from(tenders).where(eq(tenders.id, created.id));
    expect(row).toMatchObject({ modalities: ["CT", "MRI"], volumesPerMonth: 2000, country: "GB", budgetMin: 100, status: "OPEN" });
    expect(row!.hospitalId).toBe(users.owner.userId);
    const missing = await send("admin", "PATCH", `/api/requests/${randomUUID()}`, { title: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe("Request not found");
    expect((await send("admin", "PATCH", "/api/requests/12345", { title: "x" })).status).toBe(400);
  });
});

describe("DELETE /api/requests/{id}", () => {
  it("refuses everyone but the owner and an admin, with the delete message for other hospitals", async () => {
    const created = await create("owner");
    const url = `/api/requests/${created.id}`;
    const cases: [Who, number, string][] = [
      ["anonymous", 401, "Not authenticated"],
      ["basic", 403, "Unauthorized: Admin or Hospital role required"],
      ["telerad", 403, "Unauthorized: Admin or Hospital role required"],
      ["otherHospital", 403, "Unauthorized: You can only delete your own tenders"],
    ];
    for (const [who, status, message] of cases) {
      const res = await send(who, "DELETE", url);
      expect(res.status).toBe(status);
      expect(res.body.error.message).toBe(message);
    }
    expect((await send("basic", "GET", url)).status).toBe(200);
  });

  it("lets the owner delete its request, with its applications", async () => {
    const created = await create("owner");
    await t.services.database.db
      .insert(applications)
      .values({ tenderId: created.id, providerId, applicantUserId: users.telerad.userId, pricePerCt: 12.5 });
    const res = await send("owner", "DELETE", `/api/requests/${created.id}`);
    expect(res.status).toBe(204);
    expect((await send("owner", "GET", `/api/requests/${created.id}`)).status).toBe(404);
    const left = await t.services.database.db.select().from(applications).where(eq(applications.tenderId, created.id));
    expect(left).toHaveLength(0);
    const again = await send("owner", "DELETE", `/api/requests/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Request not found");
  });

  it("lets an admin delete any request and answers 400 for a malformed id", async () => {
    const created = await create("otherHospital");
    expect((await send("admin", "DELETE", `/api/requests/${created.id}`)).status).toBe(204);
    expect(await rowsTitled(created.title)).toHaveLength(0);
    expect((await send("admin", "DELETE", "/api/requests/not-an-id")).status).toBe(400);
  });
});

describe("POST /api/requests/{id}/close and /reopen", () => {
  async function applicant(status: "SUBMITTED" | "WITHDRAWN") {
    const db = t.services.database.db;
    const [provider] = await db
      .insert(providers)
      .values({ slug: make.unique("rq-close-prov"), name: `Applicant ${tag}`, hqCountry: "US" })
      .returning();
    const user = await make.signedInAs(t, "telerad", provider!.id);
    return { providerId: provider!.id, user, status };
  }

  it("lets the owner close a request and notifies the users of every live applicant in the outbox", async () => {
    const created = await create("owner", { facility: `Secret Facility ${tag}` });
    const live = await applicant("SUBMITTED");
    const withdrawn = await applicant("WITHDRAWN");
    const db = t.services.database.db;
    for (const a of [live, withdrawn]) {
      await db.insert(applications).values({
        tenderId: created.id,
        providerId: a.providerId,
        applicantUserId: a.user.userId,
        pricePerCt: 20,
        status: a.status,
      });
    }
    const res = await send("owner", "POST", `/api/requests/${created.id}/close`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, status: "CLOSED", storedStatus: "CLOSED" });

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, [live.user.email, withdrawn.user.email]));
    expect(mails.map((m) => m.to)).toEqual([live.user.email]);
    expect(mails[0]!.subject).toBe(`Request closed: ${created.title}`);
    expect(mails[0]!.text).toContain(`http://localhost:3999/requests/${created.id}`);
    expect(mails[0]!.text).not.toContain(`Secret Facility ${tag}`);

    const again = await send("owner", "POST", `/api/requests/${created.id}/close`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe("This request is already closed");
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, live.user.email))).toHaveLength(1);

    const closedList = await send("basic", "GET", `/api/requests?q=${encodeURIComponent(created.title)}&status=CLOSED`);
    expect(closedList.body.data.map((r: { id: string }) => r.id)).toEqual([created.id]);
  });

  it("sends the notices once when two people close the same request at the same time", async () => {
    const created = await create("owner");
    const live = await applicant("SUBMITTED");
    const db = t.services.database.db;
    await db
      .insert(applications)
      .values({ tenderId: created.id, providerId: live.providerId, applicantUserId: live.user.userId, pricePerCt: 9 });
    const results = await Promise.all([
      send("owner", "POST", `/api/requests/${created.id}/close`),
      send("admin", "POST", `/api/requests/${created.id}/close`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.to, live.user.email))).toHaveLength(1);
  });

  it("lets the owner reopen a closed request, and refuses to reopen an open one", async () => {
    const created = await create("owner");
    const url = `/api/requests/${created.id}`;
    expect((await send("owner", "POST", `${url}/close`)).status).toBe(200);
    const reopened = await send("owner", "POST", `${url}/reopen`);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ status: "OPEN", storedStatus: "OPEN", deadline: created.deadline });
    const twice = await send("owner", "POST", `${url}/reopen`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("This request is already open");
  });

  it("reopens a request past its deadline only with a new future deadline", async () => {
    const created = await create("owner");
    const url = `/api/requests/${created.id}`;
    const db = t.services.database.db;
    const past = new Date(Date.now() - 3_600_000);
    await db.update(tenders).set({ deadline: past, status: "CLOSED" }).where(eq(tenders.id, created.id));
    const refused = await send("owner", "POST", `${url}/reopen`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "The deadline of this request has passed: give a new deadline in the future to reopen it",
    );
    const pastDeadline = await send("owner", "POST", `${url}/reopen`, { deadline: "2001-01-01T00:00:00Z" });
    expect(pastDeadline.status).toBe(400);
    expect(pastDeadline.body.error.message).toBe("Deadline must be in the future");
    const [unchanged] = await db.select().from(tenders).where(eq(tenders.id, created.id));
    expect(unchanged).toMatchObject({ status: "CLOSED", deadline: past });
    const tooFar = await send("owner", "POST", `${url}/reopen`, { deadline: "+275760-09-13" });
    expect(tooFar.body.error.message).toBe("Deadline must be within 10 years");
    const ok = await send("admin", "POST", `${url}/reopen`, { deadline: inTwoYears });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "OPEN", deadline: inTwoYears });
  });

  it("refuses close and reopen to everyone but the owner and an admin", async () => {
    const created = await create("owner");
    const url = `/api/requests/${created.id}`;
    const cases: [Who, number, string][] = [
      ["anonymous", 401, "Not authenticated"],
      ["basic", 403, "Unauthorized: Admin or Hospital role required"],
      ["telerad", 403, "Unauthorized: Admin or Hospital role required"],
      ["otherHospital", 403, "Unauthorized: You can only edit your own tenders"],
    ];
    for (const action of ["close", "reopen"]) {
      for (const [who, status, message] of cases) {
        const res = await send(who, "POST", `${url}/${action}`);
        expect(res.status).toBe(status);
        expect(res.body.error.message).toBe(message);
      }
    }
    expect((await send("admin", "POST", `${url}/close`)).body.status).toBe("CLOSED");
    expect((await send("admin", "POST", `${url}/reopen`)).body.status).toBe("OPEN");
    expect((await send("admin", "POST", `/api/requests/${randomUUID()}/close`)).status).toBe(404);
    expect((await send("admin", "POST", "/api/requests/zzz/reopen")).status).toBe(400);
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

