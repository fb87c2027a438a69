// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { afterAll, beforeAll, describe, it } from "vitest";
import { providerCredentialsMatches, providerCredentialsQuery } from "@/server/modules/credentials/repo";
import { explain, expectIndexed } from "./explain";

/** A provider's credentials are listed and counted through credentials_provider_idx, never by a scan. */

let t: TestApp;
let providerId: string;

beforeAll(async () => {
  t = await startTestApp();
  const providers = await make.providersInBulk(t, 10);
  providerId = providers[0]!.id;
  for (const p of providers) for (let i = 0; i < 3; i++) await make.credential(t, { providerId: p.id });
  await t.services.database.exec("analyze credentials");
});
afterAll(() => t?.close());

describe("a provider's credentials", () => {
  it("are paged newest first through credentials_provider_idx, without a sort", async () => {
    const db = t.services.database.db;
    expectIndexed(await explain(t, providerCredentialsQuery(db, providerId, { page: 2, pageSize: 10 }), { noSort: true }), ["credentials_provider_idx"]);
  });

  it("are counted through credentials_provider_idx", async () => {
    expectIndexed(await explain(t, providerCredentialsMatches(t.services.database.db, providerId)), ["credentials_provider_idx"]);
  });
});
