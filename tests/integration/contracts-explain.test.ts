/**
 * An index behind every filter and sort of the contracts lists and behind a thread's page (issue 30): EXPLAIN of the
 * exact queries the API runs, with sequential scans priced out (see ./explain.ts).
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { afterAll, beforeAll, describe, it } from "vitest";
import { contractsMatches, contractsPageQuery, type ListFilter } from "@/server/modules/contracts/repo";
import { threadPageQuery } from "@/server/modules/messages/repo";
import { messages } from "@/server/db/messages-schema";
import { contracts } from "@/server/db/contracts-schema";
import { explain, expectIndexed } from "./explain";

let t: TestApp;
const db = () => t.services.database.db;
const ids = { hospital: "", provider: "", contract: "", application: "" };

beforeAll(async () => {
  t = await startTestApp();
  // Enough contracts over enough parties for the planner to tell the indexes apart (a shared database holds others').
  const hospitals: { id: string }[] = [];
  for (let i = 0; i < 10; i++) hospitals.push(await make.organisation(t));
  const providers = await make.providersInBulk(t, 20);
  const statuses = ["draft", "sent", "scheduled", "active", "ended", "terminated"] as const;
  const made = await db()
    .insert(contracts)
    .values(
      Array.from({ length: 480 }, (_, i) => ({
        hospitalOrganisationId: hospitals[i % 10]!.id,
        providerId: providers[i % 20]!.id,
        title: `Contract ${i}`,
        currency: "EUR",
        status: statuses[i % 6]!,
        startDate: "2027-01-01",
        termMonths: 12,
        endDate: "2027-12-31",
        renewal: "none" as const,
        updatedAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      })),
    )
    .returning({ id: contracts.id, providerId: contracts.providerId, hospitalOrganisationId: contracts.hospitalOrganisationId });
  Object.assign(ids, { hospital: hospitals[0]!.id, provider: providers[0]!.id, contract: made[0]!.id });
  const request = await make.request(t);
  ids.application = (await make.application(t, { tenderId: request.id, providerId: providers[0]!.id })).id;
  await db()
    .insert(messages)
    .values(
      made.flatMap((c, i) =>
        Array.from({ length: 5 }, (_, k) => ({ contractId: c.id, providerId: c.providerId, hospitalOrganisationId: c.hospitalOrganisationId, authorSide: k % 2 ? ("provider" as const) : ("hospital" as const), authorOrganisation: "Org", body: `Message ${i}.${k}` })),
      ),
    );
  for (const table of ["contracts", "messages"]) await t.services.database.exec(`analyze ${table}`);
});
afterAll(() => t?.close());

describe("the contracts lists", () => {
  const cases: [string, ListFilter, string][] = [
    ["a hospital's", { party: { kind: "hospital", id: "" } }, "contracts_hospital_idx"],
    ["a hospital's by status", { party: { kind: "hospital", id: "" }, status: "active" }, "contracts_hospital_status_idx"],
    ["a provider's", { party: { kind: "provider", id: "" } }, "contracts_provider_idx"],
    ["a provider's by status", { party: { kind: "provider", id: "" }, status: "sent" }, "contracts_provider_status_idx"],
    ["the admins'", { party: null }, "contracts_updated_idx"],
    ["the admins' by status", { party: null, status: "ended" }, "contracts_status_updated_idx"],
  ];
  it.each(cases)("reads %s contracts most recently changed first, and counts them, through an index", async (_, f, index) => {
    const filter: ListFilter = f.party ? { ...f, party: { ...f.party, id: f.party.kind === "hospital" ? ids.hospital : ids.provider } } : f;
    expectIndexed(await explain(t, contractsPageQuery(db(), filter, 21, 0), { noSort: true }), [index]);
    // An unfiltered total walks any of the table's indexes (no more than 1,001 entries).
    const counted = f.party || f.status ? [index, index.replace("_idx", "_status_idx")] : ["on contracts_"];
    expectIndexed(await explain(t, contractsMatches(db(), filter).limit(1001)), counted);
  });
});

describe("a thread", () => {
  const reader = { userId: "explain-reader", side: "hospital" as const };
  it("reads a contract's and an application's messages newest first, and counts the unread, through their own index", async () => {
    expectIndexed(await explain(t, threadPageQuery(db(), "contract", ids.contract, reader, 50, 0), { noSort: true }), ["messages_contract_idx"]);
    expectIndexed(await explain(t, threadPageQuery(db(), "application", ids.application, reader, 50, 0), { noSort: true }), ["messages_application_idx"]);
  });
});
