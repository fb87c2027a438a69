// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentFactsOf } from "@/server/modules/credentials/facts-repo";
import { expiringWithin } from "@/server/modules/credentials/reminders-repo";
import { matchesOnceQuery, matchesQuery, pageQuery } from "@/server/modules/providers/repo";
import { searchFilter } from "@/server/modules/providers/service";
import { ProviderSearchQuery } from "@/shared/contracts/providers";
import * as make from "../support/factories";
import { explain, expectIndexed } from "./explain";

/** The credential reads of the directory, the profile and the reminders stay on their indexes (see providers-explain.test.ts). */

let t: TestApp;
const today = new Date().toISOString().slice(0, 10);
const filter = (qs: string) => searchFilter(ProviderSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs))), today);

beforeAll(async () => {
  t = await startTestApp();
  for (let i = 0; i < 20; i++) {
    const p = await make.provider(t);
    await make.credential(t, { providerId: p.id, country: ["DE", "FR", "US", "JP"][i % 4]!, type: i % 5 === 0 ? "accreditation" : "medical_licence" });
  }
  await t.services.database.exec("analyze credentials");
});
afterAll(async () => {
  await t?.close();
});

describe("EXPLAIN of the credential reads", () => {
  it("filters the directory by licence country through credentials_verified_licence_idx, page and total", async () => {
    const db = t.services.database.db;
    for (const query of [pageQuery(db, filter("licensed=DE"), "pinned", 12, 0, "matches"), matchesQuery(db, filter("licensed=Germany"))]) {
      const text = await explain(t, query);
      expectIndexed(text, ["credentials_verified_licence_idx"]);
    }
  });

  it("reads a page's licence countries and a profile's facts through credentials_provider_idx", async () => {
    const db = t.services.database.db;
    expectIndexed(await explain(t, pageQuery(db, filter(""), "pinned", 12, 0, "index", today)), ["credentials_provider_idx"]);
    expectIndexed(await explain(t, matchesOnceQuery(db, filter("hqCountry=DE"), "pinned", 12, 0, today)), ["credentials_provider_idx"]);
    expectIndexed(await explain(t, currentFactsOf(db, "00000000-0000-4000-8000-000000000001", today)), ["credentials_provider_idx"]);
  });

  it("finds the credentials to remind through credentials_verified_expiry_idx", async () => {
    const text = await explain(t, expiringWithin(t.services.database.db, today, 30));
    expectIndexed(text, ["credentials_verified_expiry_idx"]);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
