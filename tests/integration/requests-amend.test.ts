import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events, type tenders } from "@/server/db/schema";
import * as make from "../support/factories";
import { mailTo, requestRow } from "../support/rows";
import { type TestApp, startTestApp } from "./harness";
import { requestCast, type Who } from "./requests-cast";

/** Amendments (issue 15 §2): which edits are amendments, their event, mail and amended_at, and the detail per role. */

let t: TestApp;
const tag = make.unique("amend").replace("-", "");
let users: Awaited<ReturnType<typeof requestCast>>["users"];
let send: Awaited<ReturnType<typeof requestCast>>["send"];
let providerId: string;

const create = (overrides: Partial<typeof tenders.$inferInsert> = {}) =>
  make.request(t, {
    hospitalId: users.owner.userId,
    title: `Night reads ${tag} ${make.unique("r")}`,
    facility: `Secret Facility ${make.unique("f")}`,
    country: "GB",
    description: "Overnight CT reporting",
    modalities: ["CT", "MRI"],
    tatRequirement: "4-12h",
    contactEmail: "contact@hospital.example",
    ...overrides,
  });

/** A provider with `userCount` users of its own, applied to the request with the given status. */
async function applicant(requestId: string, status: "SUBMITTED" | "SHORTLISTED" | "WITHDRAWN" | "AWARDED" = "SUBMITTED", userCount = 1) {
  const provider = await make.provider(t);
  const people = [];
  for (let i = 0; i < userCount; i++) people.push(await make.account(t, { role: "telerad", providerId: provider.id }));
  await make.application(t, { tenderId: requestId, providerId: provider.id, status });
  return { providerId: provider.id, emails: people.map((p) => p.email) };
}

const eventsOf = (id: string) => t.services.database.db.select().from(events).where(eq(events.entityId, id));

beforeAll(async () => {
  t = await startTestApp();
  ({ users, send, providerId } = await requestCast(t, `Provider ${tag}`));
});
afterAll(() => t.close());

describe("an edit of an OPEN request with live applications", () => {
  it("is an amendment: amended_at, an event with before and after, one mail per applicant provider user, none to withdrawn, never the facility", async () => {
    const created = await create({ budgetMax: 5000 });
    await make.application(t, { tenderId: created.id, providerId, status: "SHORTLISTED" });
    const two = await applicant(created.id, "SUBMITTED", 2);
    const gone = await applicant(created.id, "WITHDRAWN");
    const res = await send("owner", "PATCH", `/api/requests/${created.id}`, { title: `Amended ${tag}`, facility: "New Secret Facility", tatRequirement: "1-4h", budgetMax: 7000 });
    expect(res.status).toBe(200);
    expect(res.body.amendedAt).toEqual(expect.any(String));

    const row = await requestRow(t, created.id);
    expect(row.amendedAt?.toISOString()).toBe(res.body.amendedAt);
    const [event, ...more] = await eventsOf(created.id);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ entityType: "request", action: "amended", requestId: created.id, actorUserId: users.owner.userId, actorRole: "hospital" });
    expect(event!.at.toISOString()).toBe(res.body.amendedAt);
    expect(event!.changes).toEqual({
      title: { before: created.title, after: `Amended ${tag}` },
      facility: { before: created.facility, after: "New Secret Facility" },
      tatRequirement: { before: "4-12h", after: "1-4h" },
      budgetMax: { before: 5000, after: 7000 },
    });

    for (const to of [users.telerad.email!, ...two.emails]) {
      const mails = await mailTo(t, to);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail!.subject).toBe(`Request amended: Amended ${tag}`);
      expect(mail!.text).toContain(`Title: ${created.title} -> Amended ${tag}`);
      expect(mail!.text).toContain("Turnaround time: Priority (4-12h) -> Urgent (1-4h)");
      expect(mail!.text).toContain("Maximum budget: $5,000.00 -> $7,000.00");
      expect(mail!.text).toContain(`http://localhost:3999/requests/${created.id}`);
      for (const part of [mail!.subject, mail!.text, mail!.html]) {
        expect(part).not.toContain("Secret Facility");
        expect(part).not.toContain("Facility:");
        expect(part).not.toContain("contact@hospital.example");
      }
    }
    expect(await mailTo(t, gone.emails[0]!)).toEqual([]);
    expect(await mailTo(t, users.owner.email!)).toEqual([]);
  });

  it("counts the deadline, weights and modality volumes as amendments, listed with their labels", async () => {
    const created = await create();
    const one = await applicant(created.id);
    const deadline = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 5, 30)).toISOString();
    const res = await send("admin", "PATCH", `/api/requests/${created.id}`, { deadline, weights: { price: 50, turnaround: 25, quality: 25 }, volumesByModality: { MRI: 20, CT: 100 } });
    expect(res.status).toBe(200);
    const [mail] = await mailTo(t, one.emails[0]!);
    expect(mail!.text).toContain(`Response deadline: ${created.deadline.toISOString().slice(0, 10)} -> ${deadline.slice(0, 10)}`);
    expect(mail!.text).toContain("Evaluation weights: Price 40%, Turnaround 30%, Quality 30% -> Price 50%, Turnaround 25%, Quality 25%");
    expect(mail!.text).toContain("Volume by modality: (none) -> CT 100, MRI 20");
    expect(mail!.text).toContain("Monthly volume: 0 studies/month -> 120 studies/month");
    const [event] = await eventsOf(created.id);
    expect(event).toMatchObject({ action: "amended", actorRole: "admin" });
  });
});

describe("edits that are not amendments", () => {
  it("records 'updated' without amended_at or mail when the request has no applications", async () => {
    const created = await create();
    const res = await send("owner", "PATCH", `/api/requests/${created.id}`, { title: `Plain ${tag}` });
    expect(res.status).toBe(200);
    expect(res.body.amendedAt).toBeNull();
    expect((await requestRow(t, created.id)).amendedAt).toBeNull();
    const list = await eventsOf(created.id);
    expect(list.map((e) => [e.action, e.changes])).toEqual([["updated", { title: { before: created.title, after: `Plain ${tag}` } }]]);
  });

  it("records 'updated' and mails nobody when only fields hidden from providers change", async () => {
    const created = await create();
    const one = await applicant(created.id);
    const res = await send("owner", "PATCH", `/api/requests/${created.id}`, { facility: "Renamed Facility", contactEmail: "new@hospital.example", websiteUrl: "https://hospital.example" });
    expect(res.status).toBe(200);
    expect(res.body.amendedAt).toBeNull();
    expect((await eventsOf(created.id)).map((e) => e.action)).toEqual(["updated"]);
    expect(await mailTo(t, one.emails[0]!)).toEqual([]);
  });

  it("records 'updated' when every application was withdrawn, or the request is closed or expired", async () => {
    const withdrawn = await create();
    const gone = await applicant(withdrawn.id, "WITHDRAWN");
    const closed = await create({ status: "CLOSED" });
    const late = await applicant(closed.id);
    const expired = await create({ deadline: new Date(Date.now() - 86_400_000) });
    const lapsed = await applicant(expired.id);
    for (const r of [withdrawn, closed, expired]) {
      const res = await send("owner", "PATCH", `/api/requests/${r.id}`, { description: `Changed ${tag}` });
      expect(res.status).toBe(200);
      expect(res.body.amendedAt).toBeNull();
      expect((await eventsOf(r.id)).map((e) => e.action)).toEqual(["updated"]);
    }
    for (const a of [gone, late, lapsed]) expect(await mailTo(t, a.emails[0]!)).toEqual([]);
  });

  it("records nothing for an edit that changes nothing", async () => {
    const created = await create({ volumesByModality: { CT: 10, MRI: 5 }, volumesPerMonth: 15 });
    await applicant(created.id);
    const res = await send("owner", "PATCH", `/api/requests/${created.id}`, { title: created.title, modalities: ["CT", "MRI"], volumesByModality: { MRI: 5, CT: 10 }, weights: { price: 40, turnaround: 30, quality: 30 } });
    expect(res.status).toBe(200);
    expect(res.body.amendedAt).toBeNull();
    expect(await eventsOf(created.id)).toEqual([]);
    expect((await requestRow(t, created.id)).updatedAt.getTime()).toBe(created.updatedAt.getTime());
  });
});

describe("a failed edit", () => {
  it("leaves no event, no mail and no amended_at (bad input, 403, weights locked)", async () => {
    const created = await create({ budgetMin: 100 });
    const one = await applicant(created.id, "AWARDED");
    const attempts: [Who, unknown, number][] = [
      ["owner", { title: "x".repeat(201) }, 400],
      ["owner", { budgetMax: 50 }, 400],
      ["owner", { volumesByModality: { PET: 5 } }, 400],
      ["otherHospital", { title: `Hijack ${tag}` }, 403],
      ["telerad", { title: `Hijack ${tag}` }, 403],
      ["anonymous", { title: `Hijack ${tag}` }, 401],
      ["owner", { title: `Locked ${tag}`, weights: { price: 60, turnaround: 20, quality: 20 } }, 409],
    ];
    for (const [who, body, status] of attempts) expect((await send(who, "PATCH", `/api/requests/${created.id}`, body)).status, JSON.stringify(body)).toBe(status);
    const row = await requestRow(t, created.id);
    expect(row.amendedAt).toBeNull();
    expect(row.title).toBe(created.title);
    expect(await eventsOf(created.id)).toEqual([]);
    expect(await mailTo(t, one.emails[0]!)).toEqual([]);
  });
});

describe("the detail's amendments", () => {
  it("lists every amendment newest first for each signed-in role, without hidden fields for a telerad, and nothing for anonymous visitors", async () => {
    const created = await create();
    await make.application(t, { tenderId: created.id, providerId });
    const url = `/api/requests/${created.id}`;
    expect((await send("owner", "PATCH", url, { title: `First ${tag}`, facility: "Hidden Place" })).status).toBe(200);
    expect((await send("owner", "PATCH", url, { tatRequirement: ">48h" })).status).toBe(200);

    const first = { field: "title", label: "Title", before: created.title, after: `First ${tag}` };
    const facility = { field: "facility", label: "Facility", before: created.facility, after: "Hidden Place" };
    const second = { field: "tatRequirement", label: "Turnaround time", before: "Priority (4-12h)", after: "Elective (>48h)" };
    for (const who of ["owner", "admin", "basic", "otherHospital"] as const) {
      const res = await send(who, "GET", url);
      expect(res.status).toBe(200);
      expect(res.body.amendedAt).toEqual(expect.any(String));
      expect(res.body.amendments.map((a: { changes: unknown }) => a.changes), who).toEqual([[second], [first, facility]]);
      expect(res.body.amendments[0].at).toBe(res.body.amendedAt);
    }
    const telerad = await send("telerad", "GET", url);
    expect(telerad.body.amendments.map((a: { changes: unknown }) => a.changes)).toEqual([[second], [first]]);
    const raw = JSON.stringify(telerad.body);
    expect(raw).not.toContain("Hidden Place");
    expect(raw).not.toContain(created.facility);
    expect(raw).not.toContain("contact@hospital.example");

    const anonymous = await send("anonymous", "GET", url);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.anonymous).toBe(true);
    expect(anonymous.body).not.toHaveProperty("amendments");
    expect(anonymous.body).not.toHaveProperty("amendedAt");
  });

  it("has no amendments for a request never amended", async () => {
    const created = await create();
    const res = await send("basic", "GET", `/api/requests/${created.id}`);
    expect(res.body.amendedAt).toBeNull();
    expect(res.body).not.toHaveProperty("amendments");
  });
});
