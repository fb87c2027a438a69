import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RequestView } from "@/shared/contracts/request-views";
import * as make from "../support/factories";
import { contractsCast, day } from "./contracts-cast";
import { type TestApp, startTestApp } from "./harness";
import { anonymousGet, pathOf, type Release, recordOf, recordPackage, releasePackage, releasesOf, section, walkReleases } from "./open-data-support";

/** Issue 35: the OCDS feed's paging, windows and refusals, tags for closing and ending, and its place in the OpenAPI document. */

let t: TestApp;
let cast: Awaited<ReturnType<typeof contractsCast>>;
const ocids: string[] = [];

async function post(title: string): Promise<RequestView> {
  const res = await cast.call("owner", "POST", "/api/requests", { title, facility: "Klinikum", country: "DE", description: "CT reads at night.", modalities: ["CT"], volumesPerMonth: 400, tatRequirement: "4-12h", publishOpenData: true });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as RequestView;
}

beforeAll(async () => {
  // A database of its own: these tests walk the whole feed.
  t = await startTestApp({}, { ownDatabase: true });
  cast = await contractsCast(t);
  // Five published requests, three of them edited once: eight releases; and one not published.
  for (let i = 0; i < 5; i++) {
    const r = await post(make.unique(`Feed ${i}`));
    ocids.push(`ocds-rdbrdg-${r.id}`);
    if (i % 2 === 0) expect((await cast.call("owner", "PATCH", `/api/requests/${r.id}`, { volumesPerMonth: 500 + i })).status).toBe(200);
  }
  await make.request(t, { hospitalId: cast.u.owner.userId, organisationId: cast.hospital.id });
});
afterAll(() => t.close());

const byDateAndId = (a: Release, b: Release) => Date.parse(a.date) - Date.parse(b.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

describe("paging", () => {
  it("links.next walks every release exactly once, in (date, id) order", async () => {
    const all: Release[] = (await releasePackage(t, "?limit=500")).releases as Release[];
    expect(all).toHaveLength(8);
    expect(new Set(all.map((r) => r.ocid))).toEqual(new Set(ocids));
    expect([...all].sort(byDateAndId).map((r) => r.id)).toEqual(all.map((r) => r.id));
    const { releases, pages } = await walkReleases(t, "?limit=3");
    expect(pages).toBe(3);
    expect(releases.map((r) => r.id)).toEqual(all.map((r) => r.id));
    const last = await releasePackage(t, "?limit=8");
    expect(last.links).toBeUndefined();
    expect(last.publishedDate).toBe(all[7]!.date);
  });

  it("since (included) and until (excluded) select by release date, with paging inside the window", async () => {
    const all: Release[] = (await releasePackage(t, "?limit=500")).releases as Release[];
    const since = all[2]!.date;
    const until = all[6]!.date;
    const inWindow = all.filter((r) => Date.parse(r.date) >= Date.parse(since) && Date.parse(r.date) < Date.parse(until));
    expect(inWindow.length).toBeGreaterThanOrEqual(3);
    const q = `?since=${encodeURIComponent(since)}&until=${encodeURIComponent(until)}`;
    expect((await walkReleases(t, `${q}&limit=2`)).releases.map((r) => r.id)).toEqual(inWindow.map((r) => r.id));
    expect((await releasePackage(t, `?since=${encodeURIComponent(since)}`)).releases.map((r) => r.id)).toEqual(all.filter((r) => r.date >= since).map((r) => r.id));
    expect((await releasePackage(t, "?since=2999-01-01")).releases).toEqual([]);
  });

  it("records: one per ocid, paged by its latest release; until gives each record as it stood then", async () => {
    const seen: string[] = [];
    let next: string | undefined = "/api/ocds/records?limit=2";
    while (next) {
      const body = await recordPackage(t, next);
      seen.push(...body.records.map((r) => r.ocid));
      next = body.links?.next ? pathOf(body.links.next) : undefined;
    }
    expect(seen.sort()).toEqual([...ocids].sort());
    const edited = await releasesOf(t, ocids[0]!);
    expect(edited.map((r) => r.tag)).toEqual([["tender"], ["tenderUpdate"]]);
    const before = await recordPackage(t, `/api/ocds/records?until=${encodeURIComponent(edited[1]!.date)}&limit=100`);
    const record = before.records.find((r) => r.ocid === ocids[0])!;
    expect(record.releases.map((r) => r.id)).toEqual([edited[0]!.id]);
    expect(section(section(record.compiledRelease, "tender").items, "0")).toMatchObject({ quantity: 400 });
    const now = (await recordOf(t, ocids[0]!)).record!;
    expect(section(section(now.compiledRelease, "tender").items, "0")).toMatchObject({ quantity: 500 });
  });
});

describe("refusals", () => {
  it("answers 400 with a clear message to bad parameters, never 500", async () => {
    const limit = 'The "limit" parameter must be a whole number from 1 to 500';
    const date = 'The "since" parameter must be a date (2026-01-31) or a date-time with its offset (2026-01-31T12:00:00Z)';
    const cursor = 'The "cursor" parameter must be one this feed gave in a links.next';
    const cases: [string, string][] = [
      ["/api/ocds/releases?since=yesterday", date],
      ["/api/ocds/releases?since=2026-02-30", date],
      ["/api/ocds/releases?since=2026-01-31T10:00:00", date],
      ["/api/ocds/releases?until=2026-13-01", 'The "until" parameter must be a date (2026-01-31) or a date-time with its offset (2026-01-31T12:00:00Z)'],
      ["/api/ocds/releases?since=2026-02-01&until=2026-01-01", 'The "since" parameter must be before "until"'],
      ["/api/ocds/releases?limit=0", limit],
      ["/api/ocds/releases?limit=501", limit],
      ["/api/ocds/releases?limit=ten", limit],
      ["/api/ocds/releases?limit=1.5", limit],
      ["/api/ocds/records?limit=101", 'The "limit" parameter must be a whole number from 1 to 100'],
      ["/api/ocds/releases?cursor=%25%25", cursor],
      ["/api/ocds/releases?cursor=abc", cursor],
      [`/api/ocds/records?cursor=${Buffer.from("2026-01-01|x|y").toString("base64url")}`, cursor],
    ];
    for (const [path, message] of cases) {
      const res = await anonymousGet(t, path);
      expect({ path, status: res.status, body: await res.json() }).toEqual({ path, status: 400, body: { error: { code: "BAD_REQUEST", message } } });
    }
    for (const path of ["/api/ocds/records/not-an-ocid", `/api/ocds/records/ocds-rdbrdg-${crypto.randomUUID()}`, `/api/ocds/records/${ocids[0]!.replace("rdbrdg", "other1")}`]) {
      expect((await anonymousGet(t, path)).status, path).toBe(404);
    }
  });
});

describe("closing and ending", () => {
  it("a request closed without an award is cancelled, reopened it is active again", async () => {
    const r = await post(make.unique("Closed"));
    const ocid = `ocds-rdbrdg-${r.id}`;
    expect((await cast.call("owner", "POST", `/api/requests/${r.id}/close`)).status).toBe(200);
    expect((await cast.call("owner", "POST", `/api/requests/${r.id}/reopen`, {})).status).toBe(200);
    const releases = await releasesOf(t, ocid);
    expect(releases.map((x) => [x.tag, section(x, "tender").status])).toEqual([
      [["tender"], "active"],
      [["tenderCancellation"], "cancelled"],
      [["tenderUpdate"], "active"],
    ]);
  });

  it("a contract's termination, once its notice has run, is a contractTermination", async () => {
    const { request, contractId } = await cast.accepted();
    expect((await cast.call("owner", "PATCH", `/api/requests/${request.id}`, { publishOpenData: true })).status).toBe(200);
    const ocid = `ocds-rdbrdg-${request.id}`;
    const [first] = await releasesOf(t, ocid);
    expect(first!.tag).toEqual(["tender", "award", "contract"]);
    expect(section(first, "contracts")[0]).toMatchObject({ status: "pending", dateSigned: expect.any(String), period: { startDate: `${day(40)}T00:00:00Z` } });
    expect((await cast.call("buyer", "POST", `/api/contracts/${contractId}/terminate`, { reason: "The service moves in-house." })).status).toBe(200);
    await t.services.contracts.run(day(30));
    const releases = await releasesOf(t, ocid);
    expect(releases).toHaveLength(2);
    expect(releases[1]!.tag).toEqual(["contractTermination"]);
    expect(section(releases[1], "contracts")[0]).toMatchObject({ status: "terminated", period: { endDate: `${day(30)}T23:59:59Z` } });
    expect(JSON.stringify(releases)).not.toContain("in-house");
  });
});

describe("the OpenAPI document", () => {
  it("describes the three public routes and their parameters under the open-data tag", async () => {
    const doc = (await (await t.request("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, { get: { tags: string[]; parameters: { name: string; in: string }[]; security: object[] } }>;
      tags: { name: string }[];
    };
    expect(doc.tags.map((x) => x.name)).toContain("open-data");
    for (const [path, params] of [
      ["/api/ocds/releases", ["since", "until", "cursor", "limit"]],
      ["/api/ocds/records", ["since", "until", "cursor", "limit"]],
      ["/api/ocds/records/{ocid}", ["ocid"]],
    ] as const) {
      const op = doc.paths[path]!.get;
      expect(op.tags).toEqual(["open-data"]);
      expect(op.parameters.map((p) => p.name)).toEqual(params);
      expect(op.security).toEqual([{}, { session: [] }]);
    }
  });
});
