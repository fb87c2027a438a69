/**
 * Keeps every directory query on its indexes: EXPLAIN of the exact SQL the API runs must show the
 * expected index and no sequential scan. Sequential scans are priced out (enable_seqscan = off, in a
 * transaction of its own) because a test database holds too few rows for the planner to prefer an
 * index by itself; what is asserted is that an index *can* serve the query, which fails as soon as a
 * filter or an order stops matching any index (as happened with ORDER BY ... DESC against the
 * DESC NULLS LAST indexes). Holds on PGlite and on PostgreSQL.
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import type { SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { explain, expectIndexed } from "./explain";
import {
  type PagePlan,
  bySlugOrIdQuery,
  matchesQuery,
  featuredQuery,
  pageRowsQuery,
} from "@/server/modules/providers/repo";
import { searchFilter } from "@/server/modules/providers/service";
import { ProviderSearchQuery } from "@/shared/contracts/providers";

let t: TestApp;
const tok = make.unique("zqexplain").replace("-", "");

const plan = (query: { getSQL(): SQL }, opts: { noSort?: boolean } = {}) => explain(t, query, opts);

const parse = (qs: string) => ProviderSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs)));

function page(qs: string, pagePlan: PagePlan) {
  const q = parse(qs);
  return pageRowsQuery(t.services.database.db, searchFilter(q), q.sort, q.pageSize, (q.page - 1) * q.pageSize, pagePlan);
}

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 60; i++) {
    await make.provider(t, {
      slug: `${tok}-${i}`,
      name: `${tok} Provider ${i}`,
      hqCountry: ["DE", "FR", "US", "JP"][i % 4]!,
      regionsServed: [["DE", "AT"], ["FR"], ["US", "CA"], ["JP"]][i % 4]!,
      modalities: [["CT"], ["MRI"], ["PET"], ["X-ray"]][i % 4]!,
      priceModels: [["per-study"], ["per-hour"]][i % 2]!,
      languages: [["de"], ["fr"], ["en"], ["ja"], ["es"]][i % 5]!,
      rating: (i % 50) / 10,
      reviewCount: i,
      medianTatMinutes: 30 + i,
      verified: i % 3 === 0,
      pinned: i % 10 === 0,
      description: `Synthetic provider number ${i}.`,
    });
  }
  await t.services.database.exec("analyze providers");
});
afterAll(async () => {
  await t?.close();
});

describe("EXPLAIN of the directory queries", () => {
  it.each([
    ["", "providers_pinned_rating_idx"],
    ["sort=name", "providers_name_idx"],
    ["sort=rating", "providers_rating_idx"],
    ["sort=reviews", "providers_reviews_idx"],
    ["page=3&pageSize=20", "providers_pinned_rating_idx"],
  ])("reads the page of ?%s in order from %s", async (qs, index) => {
    const text = await plan(page(qs, "index"), { noSort: true });
    expectIndexed(text, [index]);
    // Read in index order: no sort step at all.
    expect(text, text).not.toMatch(/Sort/);
  });

  it.each([
    ["verified=true", ["providers_verified_pinned_rating_idx", "providers_pinned_rating_idx"]],
    ["excludeVerified=true", ["providers_verified_pinned_rating_idx", "providers_pinned_rating_idx"]],
  ])("reads the page of ?%s from an index", async (qs, indexes) => {
    expectIndexed(await plan(page(qs, "index"), { noSort: true }), indexes);
  });

  it.each([
    [`query=${tok}`, ["providers_filters_gin"]],
    ["query=Germany", ["providers_hq_country_idx"]],
    ["query=Germany", ["providers_filters_gin"]],
    ["query=PET", ["providers_filters_gin"]],
    ["modalities=PET,CT&languages=de,fr", ["providers_filters_gin"]],
    ["countries=AT", ["providers_filters_gin"]],
    ["priceModels=per-hour", ["providers_filters_gin"]],
    ["hqCountry=JP&excludeVerified=true", ["providers_hq_country_idx"]],
    ["hqCountry=JP", ["providers_hq_country_idx"]],
    ["hqCountry=JP&sort=name", ["providers_hq_country_idx"]],
  ])("finds the few matches of ?%s through %s", async (qs, indexes) => {
    expectIndexed(await plan(page(qs, "matches")), indexes);
  });

  it.each([
    "",
    `query=${tok}`,
    "modalities=PET,CT&languages=de,fr",
    "verified=true",
    "hqCountry=JP",
    "countries=AT",
  ])("counts ?%s without a sequential scan", async (qs) => {
    const text = await plan(matchesQuery(t.services.database.db, searchFilter(parse(qs))));
    expectIndexed(text, ["providers_"]);
  });

  it("reads the featured providers from an index", async () => {
    expectIndexed(await plan(featuredQuery(t.services.database.db, 6), { noSort: true }), [
      "providers_admin_order_idx",
      "providers_pinned_rating_idx",
    ]);
  });

  it("finds one provider by slug or by id through the unique indexes", async () => {
    expectIndexed(await plan(bySlugOrIdQuery(t.services.database.db, `${tok}-1`)), ["providers_slug_unique"]);
    const byId = await plan(bySlugOrIdQuery(t.services.database.db, "00000000-0000-4000-8000-000000000000"));
    expectIndexed(byId, ["providers_pkey"]);
    expectIndexed(byId, ["providers_slug_unique"]);
  });
});
