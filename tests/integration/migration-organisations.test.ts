import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { migrationTestDatabase } from "../support/migrations";

/**
 * A database made before organisations (migration 0009) keeps every request, application, question and event, and
 * gains its organisations (issue 29, item 8): one per provider, its telerad users as members (the earliest linked the
 * Owner, the others Bidders), and one per hospital user with requests, named after the facility of their latest
 * request, holding those requests.
 */

let migrations: Awaited<ReturnType<typeof migrationTestDatabase>>;
let database: Database;

beforeAll(async () => {
  migrations = await migrationTestDatabase();
  database = migrations.database;
});
afterAll(() => migrations.close());

const rows = async (text: string, params?: unknown[]) => (await database.exec(text, params)).rows;
const withoutKey = (list: Record<string, unknown>[], key: string) => list.map(({ [key]: _, ...rest }) => rest);

const providerA = randomUUID();
const providerB = randomUUID();

async function addUser(id: string, role: string, createdAt: string, providerId: string | null = null) {
  await rows(`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $1, $2, true, $3, $3)`, [id, `${id}@example.test`, createdAt]);
  await rows(`insert into profiles (user_id, email, name, role, provider_id, created_at) values ($1, $2, $1, $3, $4, $5)`, [id, `${id}@example.test`, role, providerId, createdAt]);
}

async function addTender(hospitalId: string, facility: string, createdAt: string, extra: { country?: string; website?: string; contact?: string; status?: string } = {}) {
  const id = randomUUID();
  await rows(
    `insert into tenders (id, title, facility, country, description, modalities, volumes_per_month, tat_requirement, budget_currency, status, contact_email, website_url, hospital_id, created_at, updated_at)
     values ($1, $2, $3, $4, 'Reads for the night shift', '{CT,MRI}', 400, '4-12h', 'EUR', $5, $6, $7, $8, $9, $9)`,
    [id, `Reads for ${facility}`, facility, extra.country ?? "DE", extra.status ?? "OPEN", extra.contact ?? null, extra.website ?? null, hospitalId, createdAt],
  );
  return id;
}

async function addApplication(tenderId: string, providerId: string, applicant: string, status: string) {
  const id = randomUUID();
  await rows(`insert into applications (id, tender_id, provider_id, applicant_user_id, price_per_ct, currency, status, turnaround_commitment) values ($1, $2, $3, $4, 21.5, 'EUR', $5, '4-12h')`, [
    id,
    tenderId,
    providerId,
    applicant,
    status,
  ]);
  return id;
}

async function addQuestion(tenderId: string, providerId: string, asker: string, answeredBy: string | null) {
  const id = randomUUID();
  await rows(`insert into questions (id, tender_id, provider_id, asker_user_id, question, answer, answered_by, answered_at) values ($1, $2, $3, $4, 'Which PACS?', $5, $6, $7)`, [
    id,
    tenderId,
    providerId,
    asker,
    answeredBy ? "Sectra" : null,
    answeredBy,
    answeredBy ? "2024-05-02T10:00:00Z" : null,
  ]);
  return id;
}

async function addEvent(entityType: string, entityId: string, action: string, requestId: string | null, providerId: string | null, actor: string, changes: object) {
  await rows(
    `insert into events (entity_type, entity_id, action, request_id, provider_id, actor_user_id, actor_email, actor_role, changes, at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '2024-05-03T08:00:00Z')`,
    [entityType, entityId, action, requestId, providerId, actor, `${actor}@example.test`, actor.split("-")[0], JSON.stringify(changes)],
  );
}

const snapshot = async () => ({
  tenders: await rows("select * from tenders order by id"),
  applications: await rows("select * from applications order by id"),
  questions: await rows("select * from questions order by id"),
  events: await rows("select * from events order by id"),
});

describe("migration 0009 on existing data", () => {
  it("keeps every request, application, question and event, and makes the organisations", async () => {
    await migrations.migrateBefore("0009_organisations");

    await rows(`insert into providers (id, slug, name, hq_country, website_url, created_at) values ($1, 'alpha', 'Alpha Radiology', 'DE', 'https://alpha.example', '2023-06-01T00:00:00Z')`, [providerA]);
    await rows(`insert into providers (id, slug, name, hq_country, created_at) values ($1, 'beta', 'Beta Reads', 'IN', '2023-07-01T00:00:00Z')`, [providerB]);
    // Provider A's users, inserted out of order: telerad-a2 was linked first (the Owner), then a3, then a1.
    await addUser("telerad-a1", "telerad", "2024-01-03T00:00:00Z", providerA);
    await addUser("telerad-a2", "telerad", "2024-01-01T00:00:00Z", providerA);
    await addUser("telerad-a3", "telerad", "2024-01-02T00:00:00Z", providerA);
    await addUser("telerad-b1", "telerad", "2024-01-05T00:00:00Z", providerB);
    await addUser("basic-1", "basic", "2024-01-06T00:00:00Z");
    await addUser("hospital-h1", "hospital", "2024-01-07T00:00:00Z");
    await addUser("hospital-h2", "hospital", "2024-01-08T00:00:00Z");
    await addUser("hospital-h3", "hospital", "2024-01-09T00:00:00Z");
    await addUser("admin-1", "admin", "2024-01-10T00:00:00Z");

    // H1's latest request (South Hospital) is neither the first nor the last inserted.
    const h1North = await addTender("hospital-h1", "North Clinic", "2024-02-01T00:00:00Z", { status: "CLOSED" });
    const h1South = await addTender("hospital-h1", "South Hospital", "2024-04-01T00:00:00Z", {
      country: "FR",
      website: "https://south.example",
      contact: "imaging@south.example",
    });
    const h1East = await addTender("hospital-h1", "East Centre", "2024-03-01T00:00:00Z", { country: "AT", website: "https://east.example" });
    const h2Only = await addTender("hospital-h2", "Harbour Hospital", "2024-02-15T00:00:00Z", { country: "NL", contact: "radiology@harbour.example" });
    const adminTender = await addTender("admin-1", "Admin Posted Clinic", "2024-05-01T00:00:00Z");

    const appNorth = await addApplication(h1North, providerA, "telerad-a1", "DECLINED");
    const appSouthA = await addApplication(h1South, providerA, "telerad-a2", "SHORTLISTED");
    await addApplication(h1South, providerB, "telerad-b1", "SUBMITTED");
    await addApplication(h1East, providerB, "telerad-b1", "WITHDRAWN");
    const appHarbour = await addApplication(h2Only, providerA, "telerad-a3", "AWARDED");
    await addApplication(adminTender, providerB, "telerad-b1", "SUBMITTED");

    const qAnswered = await addQuestion(h1South, providerA, "telerad-a2", "hospital-h1");
    await addQuestion(h2Only, providerA, "telerad-a3", null);
    await addQuestion(adminTender, providerB, "telerad-b1", "admin-1");

    await addEvent("request", h1South, "created", h1South, null, "hospital-h1", { title: "Reads for South Hospital" });
    await addEvent("application", appSouthA, "status_changed", h1South, providerA, "hospital-h1", { status: ["SUBMITTED", "SHORTLISTED"] });
    await addEvent("application", appNorth, "submitted", h1North, providerA, "telerad-a1", {});
    await addEvent("application", appHarbour, "status_changed", h2Only, providerA, "hospital-h2", { status: ["SHORTLISTED", "AWARDED"] });
    await addEvent("question", qAnswered, "answered", h1South, providerA, "hospital-h1", { answer: "Sectra" });
    await addEvent("provider", providerA, "updated", null, providerA, "admin-1", { rating: [4, 4.5] });
    await addEvent("user", "telerad-a1", "role_changed", null, providerA, "admin-1", { role: ["basic", "telerad"] });

    const before = await snapshot();
    await migrate(database);
    const after = await snapshot();

    // Every request, application, question and event is as it was; requests only gain their organisation and the count
    // of their bids awaiting a decision (migration 0013: none once one is awarded), no standstill (0014), and no
    // interoperability terms, not published as open data (0016).
    const LATER = ["organisation_id", "undecided_bids", "standstill_days", "image_transfer", "order_feed", "report_delivery", "interop_notes", "publish_open_data"];
    expect(LATER.reduce(withoutKey, after.tenders)).toEqual(before.tenders);
    expect(after.tenders.every((t) => t.image_transfer === null && t.interop_notes === null && t.publish_open_data === false)).toBe(true);
    expect(after.tenders.every((t) => t.standstill_days === null)).toBe(true);
    const undecided = Object.fromEntries(after.tenders.map((t) => [t.id, t.undecided_bids]));
    expect(undecided).toEqual({ [h1North]: 0, [h1South]: 2, [h1East]: 0, [h2Only]: 0, [adminTender]: 1 });
    // Bids gain only an empty consensus rationale (0014).
    expect(withoutKey(after.applications, "quality_rationale")).toEqual(before.applications);
    expect(after.applications.every((a) => a.quality_rationale === null)).toBe(true);
    expect(after.questions).toEqual(before.questions);
    expect(after.events).toEqual(before.events);
    expect(before.tenders).toHaveLength(5);
    expect(before.events).toHaveLength(7);

    // One organisation per provider, with the provider's id, name, country and website.
    expect(await rows("select id, kind, provider_id, name, country, website_url, contact_email from organisations where kind = 'provider' order by name")).toEqual([
      { id: providerA, kind: "provider", provider_id: providerA, name: "Alpha Radiology", country: "DE", website_url: "https://alpha.example", contact_email: null },
      { id: providerB, kind: "provider", provider_id: providerB, name: "Beta Reads", country: "IN", website_url: null, contact_email: null },
    ]);
    // One per hospital user with requests (H1, H2), from their latest request; none for H3 or the admin.
    const hospitals = await rows("select id, provider_id, name, country, website_url, contact_email from organisations where kind = 'hospital' order by name");
    expect(withoutKey(hospitals, "id")).toEqual([
      { provider_id: null, name: "Harbour Hospital", country: "NL", website_url: null, contact_email: "radiology@harbour.example" },
      { provider_id: null, name: "South Hospital", country: "FR", website_url: "https://south.example", contact_email: "imaging@south.example" },
    ]);
    const [h2Org, h1Org] = hospitals.map((o) => o.id as string);

    // Members: the provider's earliest linked user the Owner, the others Bidders; each hospital user the Owner of theirs.
    expect(await rows("select user_id, organisation_id, role from organisation_members order by user_id")).toEqual([
      { user_id: "hospital-h1", organisation_id: h1Org, role: "owner" },
      { user_id: "hospital-h2", organisation_id: h2Org, role: "owner" },
      { user_id: "telerad-a1", organisation_id: providerA, role: "bidder" },
      { user_id: "telerad-a2", organisation_id: providerA, role: "owner" },
      { user_id: "telerad-a3", organisation_id: providerA, role: "bidder" },
      { user_id: "telerad-b1", organisation_id: providerB, role: "owner" },
    ]);

    // The hospital users' requests belong to their organisation; the admin's to none.
    const organisationOf = Object.fromEntries(after.tenders.map((t) => [t.id as string, t.organisation_id]));
    expect(organisationOf).toEqual({ [h1North]: h1Org, [h1South]: h1Org, [h1East]: h1Org, [h2Only]: h2Org, [adminTender]: null });

    // Every member works in their organisation; the others in none. The profiles' provider link is gone.
    expect(await rows("select user_id, active_organisation_id from profiles order by user_id")).toEqual([
      { user_id: "admin-1", active_organisation_id: null },
      { user_id: "basic-1", active_organisation_id: null },
      { user_id: "hospital-h1", active_organisation_id: h1Org },
      { user_id: "hospital-h2", active_organisation_id: h2Org },
      { user_id: "hospital-h3", active_organisation_id: null },
      { user_id: "telerad-a1", active_organisation_id: providerA },
      { user_id: "telerad-a2", active_organisation_id: providerA },
      { user_id: "telerad-a3", active_organisation_id: providerA },
      { user_id: "telerad-b1", active_organisation_id: providerB },
    ]);
    expect(await rows("select column_name from information_schema.columns where table_schema = 'public' and table_name = 'profiles' and column_name = 'provider_id'")).toEqual([]);
  });

  it("gives a new provider its organisation and follows its renames", async () => {
    const id = randomUUID();
    await rows(`insert into providers (id, slug, name, hq_country) values ($1, 'gamma', 'Gamma Imaging', 'PT')`, [id]);
    expect(await rows("select kind, provider_id, name, country from organisations where id = $1", [id])).toEqual([{ kind: "provider", provider_id: id, name: "Gamma Imaging", country: "PT" }]);

    await rows(`update providers set name = 'Gamma Teleradiology', hq_country = 'ES', website_url = 'https://gamma.example' where id = $1`, [id]);
    expect(await rows("select name, country, website_url from organisations where id = $1", [id])).toEqual([{ name: "Gamma Teleradiology", country: "ES", website_url: "https://gamma.example" }]);
    expect(await rows("select count(*)::int as n from organisations where kind = 'provider'")).toEqual([{ n: 3 }]);
  });

  it("records events about organisations", async () => {
    await addEvent("organisation", providerA, "member_added", null, providerA, "telerad-a2", { role: "bidder" });
    expect(await rows("select entity_id from events where entity_type = 'organisation'")).toEqual([{ entity_id: providerA }]);
    await expect(addEvent("team", providerA, "created", null, null, "admin-1", {})).rejects.toThrow();
  });
});
