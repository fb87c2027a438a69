import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, type tenders } from "@/server/db/schema";
import * as make from "../support/factories";
import { applicationsOf, requestRow, requestsTitled } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";
import { inTwoYears, requestCast, type Who } from "./requests-cast";

/** Updating, deleting, closing and reopening requests: every role, rule and message (spec §7, §8; PRODUCT.md #9 #12). */

let t: TestApp;
const tag = make.unique("rqmanage").replace("-", "");
let users: Awaited<ReturnType<typeof requestCast>>["users"];
let send: Awaited<ReturnType<typeof requestCast>>["send"];
let providerId: string;

/** A request owned by `who` (a hospital), with the fields a hospital fills in. */
const create = (who: "owner" | "otherHospital" = "owner", overrides: Partial<typeof tenders.$inferInsert> = {}) =>
  make.request(t, {
    hospitalId: users[who].userId,
    title: `Title ${tag} ${make.unique("r")}`,
    facility: `Facility ${tag}`,
    country: "GB",
    description: "Overnight CT and MRI reporting",
    modalities: ["CT", "MRI"],
    volumesPerMonth: 2000,
    tatRequirement: "4-12h",
    ...overrides,
  });

beforeAll(async () => {
  t = await startTestApp();
  ({ users, send, providerId } = await requestCast(t, `Provider ${tag}`));
});
afterAll(() => t.close());

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
    expect(Date.parse(renamed.body.updatedAt)).toBeGreaterThanOrEqual(created.updatedAt.getTime());
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
    expect((await requestRow(t, created.id)).title).toBe(`${created.title} by admin`);
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
    const row = await requestRow(t, created.id);
    expect(row).toMatchObject({ modalities: ["CT", "MRI"], volumesPerMonth: 2000, country: "GB", budgetMin: 100, status: "OPEN" });
    expect(row.hospitalId).toBe(users.owner.userId);
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
    await make.application(t, { tenderId: created.id, providerId, applicantUserId: users.telerad.userId, pricePerCt: 12.5 });
    const res = await send("owner", "DELETE", `/api/requests/${created.id}`);
    expect(res.status).toBe(204);
    expect((await send("owner", "GET", `/api/requests/${created.id}`)).status).toBe(404);
    const left = await applicationsOf(t, created.id);
    expect(left).toHaveLength(0);
    const again = await send("owner", "DELETE", `/api/requests/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe("Request not found");
  });

  it("lets an admin delete any request and answers 400 for a malformed id", async () => {
    const created = await create("otherHospital");
    expect((await send("admin", "DELETE", `/api/requests/${created.id}`)).status).toBe(204);
    expect(await requestsTitled(t, created.title)).toHaveLength(0);
    expect((await send("admin", "DELETE", "/api/requests/not-an-id")).status).toBe(400);
  });
});

describe("POST /api/requests/{id}/close and /reopen", () => {
  async function applicant(status: "SUBMITTED" | "WITHDRAWN") {
    const provider = await make.provider(t, { name: `Applicant ${tag}`, hqCountry: "US" });
    const user = await make.signedInAs(t, "telerad", provider.id);
    return { providerId: provider.id, user, status };
  }

  it("lets the owner close a request and notifies the users of every live applicant in the outbox", async () => {
    const created = await create("owner", { facility: `Secret Facility ${tag}` });
    const live = await applicant("SUBMITTED");
    const withdrawn = await applicant("WITHDRAWN");
    const db = t.services.database.db;
    for (const a of [live, withdrawn]) {
      await make.application(t, { tenderId: created.id, providerId: a.providerId, applicantUserId: a.user.userId, pricePerCt: 20, status: a.status });
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
    await make.application(t, { tenderId: created.id, providerId: live.providerId, applicantUserId: live.user.userId, pricePerCt: 9 });
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
    expect(reopened.body).toMatchObject({ status: "OPEN", storedStatus: "OPEN", deadline: created.deadline.toISOString() });
    const twice = await send("owner", "POST", `${url}/reopen`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe("This request is already open");
  });

  it("reopens a request past its deadline only with a new future deadline", async () => {
    const past = new Date(Date.now() - 3_600_000);
    const created = await create("owner", { deadline: past, status: "CLOSED" });
    const url = `/api/requests/${created.id}`;
    const refused = await send("owner", "POST", `${url}/reopen`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      "The deadline of this request has passed: give a new deadline in the future to reopen it",
    );
    const pastDeadline = await send("owner", "POST", `${url}/reopen`, { deadline: "2001-01-01T00:00:00Z" });
    expect(pastDeadline.status).toBe(400);
    expect(pastDeadline.body.error.message).toBe("Deadline must be in the future");
    expect(await requestRow(t, created.id)).toMatchObject({ status: "CLOSED", deadline: past });
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
