/**
 * Keeps the board's sorts and the application lists on their indexes: EXPLAIN of the exact queries the
 * API runs must show the expected index, no sequential scan and no sort step (see ./explain.ts).
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerApplicationsQuery, tenderApplicationsQuery } from "@/server/modules/applications/repo";
import { requestPageQuery } from "@/server/modules/requests/repo";
import type { RequestSort } from "@/shared/contracts/requests";
import { explain, expectIndexed } from "./explain";

let t: TestApp;
let tenderId: string;
let providerId: string;

beforeAll(async () => {
  t = await startTestApp();
  // Eight providers applying to twelve requests: a filter on one provider or one request is selective.
  const providers = [];
  for (let i = 0; i < 8; i++) providers.push(await make.provider(t));
  providerId = providers[0]!.id;
  const tenders = [];
  for (let i = 0; i < 12; i++) tenders.push(await make.request(t, { status: i % 4 === 0 ? "CLOSED" : "OPEN" }));
  tenderId = tenders[0]!.id;
  for (const tender of tenders) {
    for (const provider of providers) await make.application(t, { tenderId: tender.id, providerId: provider.id });
  }
  await t.services.database.exec("analyze tenders");
  await t.services.database.exec("analyze applications");
});
afterAll(async () => {
  await t?.close();
});

describe("EXPLAIN of the board and application queries", () => {
  // Deadline order comes from either index on the deadline, as the planner judges the open share of the table.
  const deadline = ["tenders_status_deadline_idx", "tenders_deadline_idx", "tenders_open_idx"];
  it.each<[RequestSort, string[]]>([
    ["deadlineAsc", deadline],
    ["deadlineDesc", deadline],
    ["newest", ["tenders_created_idx"]],
    ["budget", ["tenders_budget_idx"]],
    ["responses", ["tenders_responses_idx"]],
  ])("reads a page of open requests sorted by %s in order from %s", async (sort, indexes) => {
    const plan = await explain(t, requestPageQuery(t.services.database.db, { status: "OPEN" }, sort, 2, 10), { noSort: true });
    expectIndexed(plan, indexes);
    expect(plan, plan).not.toMatch(/Sort/);
  });

  it("reads a request's applications, newest first, from applications_tender_created_idx", async () => {
    const plan = await explain(t, tenderApplicationsQuery(t.services.database.db, tenderId, { page: 1, pageSize: 20 }), { noSort: true });
    expectIndexed(plan, ["applications_tender_created_idx"]);
    expect(plan, plan).not.toMatch(/Sort/);
  });

  it("reads a provider's applications, newest first, from applications_provider_idx", async () => {
    const plan = await explain(t, providerApplicationsQuery(t.services.database.db, { providerId }, 21, 0), { noSort: true });
    expectIndexed(plan, ["applications_provider_idx"]);
    expect(plan, plan).not.toMatch(/Sort/);
  });
});
