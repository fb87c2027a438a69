/**
 * An index behind every filter and sort of every list, and behind every bounded total: EXPLAIN of the
 * exact queries the API runs, with sequential scans priced out (see ./explain.ts). The board's sorts
 * and the directory have their own files (requests-explain, providers-explain).
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { afterAll, beforeAll, describe, it } from "vitest";
import { adminApplicationsMatches, adminApplicationsMatchesOnce, adminApplicationsPageQuery } from "@/server/modules/admin/applications-repo";
import { adminProvidersMatches, adminProvidersMatchesOnce, adminProvidersQuery } from "@/server/modules/admin/providers-repo";
import { profilesMatches, profilesMatchesOnce, profilesPageQuery } from "@/server/modules/admin/repo";
import { adminRequestsMatches, adminRequestsMatchesOnce, adminRequestsPageQuery } from "@/server/modules/admin/requests-repo";
import {
  providerApplicationsMatches,
  providerApplicationsMatchesOnce,
  providerApplicationsQuery,
  tenderApplicationsQuery,
} from "@/server/modules/applications/repo";
import { type RequestFilter, requestMatchesOnceQuery, requestMatchesQuery, requestPageQuery, textMatches } from "@/server/modules/requests/repo";
import { events, tenders } from "@/server/db/schema";
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { explain, expectIndexed } from "./explain";
import { organisationsMatches, organisationsPageQuery } from "@/server/modules/organisations/repo";
import { type AdminEventFilter, adminEventsMatches, adminEventsQuery, requestEventsMatches, requestEventsQuery } from "@/server/modules/events/repo";

let t: TestApp;
let providerId: string;
const db = () => t.services.database.db;

beforeAll(async () => {
  t = await startTestApp();
  const providers = await make.providersInBulk(t, 20);
  providerId = providers[0]!.id;
  const tenders = await make.requestsInBulk(t, 40, (i) => ({ status: i % 4 === 0 ? "CLOSED" : "OPEN", country: i % 2 ? "FR" : "DE" }));
  for (const tender of tenders.slice(0, 10)) await make.application(t, { tenderId: tender.id, providerId });
  for (let i = 0; i < 5; i++) await make.account(t);
  // Enough history, spread over many requests, actors and kinds, for the planner to tell the indexes apart.
  const kinds = ["request", "application", "provider", "user"] as const;
  await db().insert(events).values(
    Array.from({ length: 400 }, (_, i) => ({
      entityType: kinds[i % 4]!,
      entityId: randomUUID(),
      action: "updated",
      requestId: i % 4 < 2 ? randomUUID() : null,
      providerId: i % 4 === 1 ? randomUUID() : null,
      actorEmail: `actor-${i % 37}@example.test`,
      at: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
    })),
  );
  for (const table of ["tenders", "applications", "profiles", "providers", "events", "organisations"]) await t.services.database.exec(`analyze ${table}`);
});
afterAll(() => t?.close());

describe("the request board", () => {
  it.each(["public", "all"] as const)("matches the %s words through tenders_filters_gin", async (scope) => {
    expectIndexed(await explain(t, db().select({ id: tenders.id }).from(tenders).where(textMatches(scope, "overnight"))), ["tenders_filters_gin"]);
  });

  const open = { status: "OPEN" } as const;
  it.each<[string, RequestFilter]>([
    ["a provider's text search", { ...open, q: "overnight", qFacility: false }],
    ["a hospital's text search", { ...open, q: "facility", qFacility: true }],
    ["a text naming a country", { ...open, q: "france", qCountries: ["FR"], qFacility: true }],
    ["a country filter", { ...open, countries: ["FR", "DE"] }],
    ["closed requests", { status: "CLOSED" }],
  ])("reads %s and its total without a sequential scan", async (_, filter) => {
    for (const sort of ["deadlineAsc", "newest", "budget", "responses"] as const) {
      expectIndexed(await explain(t, requestPageQuery(db(), filter, sort, 1, 10)), ["tenders_"]);
      expectIndexed(await explain(t, requestMatchesOnceQuery(db(), filter, sort, 1, 10)), ["tenders_"]);
    }
    expectIndexed(await explain(t, requestMatchesQuery(db(), filter).limit(1001)), ["tenders_"]);
  });

  it("reads a country filter's matches through tenders_country_idx", async () => {
    expectIndexed(await explain(t, db().select({ id: tenders.id }).from(tenders).where(inArray(tenders.country, ["FR", "DE"]))), ["tenders_country_idx"]);
  });

  it.each(["deadlineAsc", "deadlineDesc"] as const)("reads closed requests sorted by %s in order from tenders_deadline_idx", async (sort) => {
    expectIndexed(await explain(t, requestPageQuery(db(), { status: "CLOSED" }, sort, 1, 10), { noSort: true }), ["tenders_deadline_idx"]);
  });
});

describe("My Applications", () => {
  it.each([undefined, "AWARDED"] as const)("reads a provider's applications (status %s) and counts them through an index", async (status) => {
    const f = { providerId, status };
    expectIndexed(await explain(t, providerApplicationsQuery(db(), f, 21, 0)), ["applications_"]);
    expectIndexed(await explain(t, providerApplicationsMatchesOnce(db(), f, 21, 0), { bitmap: true }), ["applications_provider_idx", "applications_status_created_idx"]);
    expectIndexed(await explain(t, providerApplicationsMatches(db(), f).limit(1001)), ["applications_provider_idx", "applications_status_created_idx"]);
  });

  it("searches a provider's applications by the words of their requests through indexes", async () => {
    const f = { providerId, q: "overnight" };
    for (const query of [providerApplicationsMatchesOnce(db(), f, 21, 0), providerApplicationsQuery(db(), f, 21, 0)]) {
      // From the provider's own applications, or from the requests holding the words: whichever is fewer.
      expectIndexed(await explain(t, query, { bitmap: true }), ["applications_provider_idx", "tenders_filters_gin"]);
    }
  });
});

describe("a request's applications", () => {
  it("reads the page and the counts by status through applications_tender_created_idx", async () => {
    const [tender] = await make.requestsInBulk(t, 1);
    expectIndexed(await explain(t, tenderApplicationsQuery(db(), tender!.id, { page: 1, pageSize: 20 })), ["applications_tender_created_idx"]);
  });
});

describe("the admin lists", () => {
  it("reads users newest first, by role and by text, through indexes", async () => {
    expectIndexed(await explain(t, profilesPageQuery(db(), {}, 21, 0), { noSort: true }), ["profiles_created_idx"]);
    expectIndexed(await explain(t, profilesMatches(db(), { role: "hospital" }).limit(1001)), ["profiles_role_idx"]);
    expectIndexed(await explain(t, profilesPageQuery(db(), { q: "example.test" }, 21, 0)), ["profiles_search_gin", "profiles_created_idx"]);
    expectIndexed(await explain(t, profilesMatchesOnce(db(), { q: "example.test" }, 21, 0)), ["profiles_search_gin"]);
    expectIndexed(await explain(t, profilesMatches(db(), { q: "example.test" }).limit(1001)), ["profiles_search_gin"]);
  });

  it("reads organisations newest first, by kind and by name, through indexes", async () => {
    expectIndexed(await explain(t, organisationsPageQuery(db(), {}, 21, 0), { noSort: true }), ["organisations_created_idx"]);
    expectIndexed(await explain(t, organisationsPageQuery(db(), { kind: "hospital" }, 21, 0), { noSort: true }), ["organisations_kind_created_idx"]);
    expectIndexed(await explain(t, organisationsMatches(db(), { q: "provider" }).limit(1001)), ["organisations_search_gin"]);
  });

  it("reads requests newest first and by text through indexes", async () => {
    expectIndexed(await explain(t, adminRequestsPageQuery(db(), {}, 21, 0), { noSort: true }), ["tenders_created_idx"]);
    expectIndexed(await explain(t, adminRequestsMatches(db(), { q: "overnight" }).limit(1001)), ["tenders_filters_gin"]);
    expectIndexed(await explain(t, adminRequestsMatchesOnce(db(), { q: "overnight" }, 21, 0)), ["tenders_filters_gin"]);
  });

  it("reads applications newest first, by status, through indexes", async () => {
    expectIndexed(await explain(t, adminApplicationsPageQuery(db(), {}, 21, 0), { noSort: true }), ["applications_created_idx"]);
    // When most applications are SUBMITTED (the shared test database), walking the newest-first index and filtering is as good.
    expectIndexed(await explain(t, adminApplicationsPageQuery(db(), { status: "SUBMITTED" }, 21, 0), { noSort: true }), [
      "applications_status_created_idx",
      "applications_created_idx",
    ]);
    expectIndexed(await explain(t, adminApplicationsMatches(db(), { status: "SUBMITTED" }).limit(1001)), ["applications_status_created_idx"]);
  });

  it("searches applications by the words of their requests and providers through applications_search_gin", async () => {
    const f = { q: "overnight" } as const;
    expectIndexed(await explain(t, adminApplicationsMatches(db(), f).limit(1001), { bitmap: true }), ["applications_search_gin"]);
    expectIndexed(await explain(t, adminApplicationsMatchesOnce(db(), f, 21, 0), { bitmap: true }), ["applications_search_gin"]);
    expectIndexed(await explain(t, adminApplicationsPageQuery(db(), f, 21, 0), { noSort: true }), ["applications_created_idx", "applications_status_created_idx"]);
  });

  it("reads providers in the admin order and by name from indexes", async () => {
    expectIndexed(await explain(t, adminProvidersQuery(db(), {}, "admin", 21, 0)), ["providers_admin_order_idx"]);
    expectIndexed(await explain(t, adminProvidersQuery(db(), {}, "name", 21, 0), { noSort: true }), ["providers_name_idx"]);
    expectIndexed(await explain(t, adminProvidersMatches(db(), { query: "provider" }).limit(1001)), ["providers_filters_gin"]);
    expectIndexed(await explain(t, adminProvidersMatchesOnce(db(), { query: "provider" }, "admin", 21, 0)), ["providers_filters_gin"]);
    expectIndexed(await explain(t, adminProvidersMatches(db(), { hqCountry: ["DE"] }).limit(1001)), ["providers_hq_country_idx"]);
  });
});

describe("the history", () => {
  const requestId = "00000000-0000-4000-8000-000000000001";
  it("reads a request's Activity, and a provider's own part of it, newest first from events_request_at_idx", async () => {
    for (const f of [{ requestId }, { requestId, providerId: "00000000-0000-4000-8000-000000000002" }]) {
      expectIndexed(await explain(t, requestEventsQuery(db(), f, 11, 0), { noSort: true }), ["events_request_at_idx"]);
      expectIndexed(await explain(t, requestEventsMatches(db(), f).limit(1001)), ["events_"]);
    }
  });

  const from = new Date("2026-01-01T00:00:00Z");
  const before = new Date("2026-02-01T00:00:00Z");
  it.each<[string, AdminEventFilter, string]>([
    ["no filter", {}, "events_at_idx"],
    ["a range of days", { from, before }, "events_at_idx"],
    ["an entity type", { entityType: "provider" }, "events_entity_at_idx"],
    ["an entity type and days", { entityType: "request", from, before }, "events_entity_at_idx"],
    ["an actor", { actor: "admin@example.test" }, "events_actor_at_idx"],
    ["an actor and days", { actor: "admin@example.test", from }, "events_actor_at_idx"],
  ])("reads /admin/activity by %s newest first, and its total, from %s", async (_, f, index) => {
    expectIndexed(await explain(t, adminEventsQuery(db(), f, 21, 0), { noSort: true }), [index]);
    // The total may come from any index that holds its columns (an index-only scan of the smallest).
    expectIndexed(await explain(t, adminEventsMatches(db(), f).limit(1001)), ["events_"]);
  });

  it("reads an actor with an entity type through an index", async () => {
    const f: AdminEventFilter = { actor: "admin@example.test", entityType: "user" };
    expectIndexed(await explain(t, adminEventsQuery(db(), f, 21, 0), { noSort: true }), ["events_actor_at_idx", "events_entity_at_idx"]);
  });
});
