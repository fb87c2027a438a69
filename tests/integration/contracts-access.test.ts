import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivityPage } from "@/shared/contracts/events";
import type { ContractPage } from "@/shared/contracts/contracts";
import { readPdf } from "../support/pdf-text";
import { contractsCast } from "./contracts-cast";
import { type TestApp, startTestApp } from "./harness";

/**
 * Who reads a contract (issue 30): the members of its two organisations, whatever their role, and admins; never
 * another bidder, another hospital or a basic user. Every read route, for every one of them.
 */

let t: TestApp;
let cast: Awaited<ReturnType<typeof contractsCast>>;
let scheduled: Awaited<ReturnType<typeof cast.accepted>>;

const READERS = ["owner", "buyer", "evaluator", "viewer", "providerOwner", "bidder", "providerViewer", "admin"] as const;
const OUTSIDERS = ["loserOwner", "otherHospitalOwner", "basic"] as const;

beforeAll(async () => {
  t = await startTestApp();
  cast = await contractsCast(t);
  scheduled = await cast.accepted();
});
afterAll(() => t.close());

describe("every read route, for every caller", () => {
  const routes = () => {
    const id = scheduled.contractId;
    const versionId = scheduled.contract.versions[0]!.id;
    return [`/api/contracts/${id}`, `/api/contracts/${id}/activity`, `/api/contracts/${id}/versions/${versionId}/document`];
  };

  it("the two organisations' members and admins read; others are refused; nobody signed out", async () => {
    const violations: string[] = [];
    for (const url of routes()) {
      for (const who of READERS) if ((await cast.call(who, "GET", url)).status !== 200) violations.push(`${who} refused ${url}`);
      for (const who of OUTSIDERS) if ((await cast.call(who, "GET", url)).status !== 403) violations.push(`${who} not refused ${url}`);
      if ((await cast.call("anonymous", "GET", url)).status !== 401) violations.push(`anonymous not 401 on ${url}`);
    }
    expect(violations).toEqual([]);
  });

  it("the PDF is an attachment holding the agreed terms", async () => {
    const res = await cast.call("bidder", "GET", `/api/contracts/${scheduled.contractId}/versions/${scheduled.contract.versions[0]!.id}/document`);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="contract-.+-v1\.pdf"/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const { text } = await readPdf(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain(cast.hospital.name);
    expect(text).toContain(cast.provider.name);
    expect(text).toContain("MRI Urgent (1-4h) €40.00");
    expect(text).toContain(cast.u.providerOwner.email);
  });

  it("a version of another contract, or an unknown contract, is 404; a malformed id 400", async () => {
    const other = await cast.accepted();
    expect((await cast.call("owner", "GET", `/api/contracts/${scheduled.contractId}/versions/${other.contract.versions[0]!.id}/document`)).status).toBe(404);
    expect((await cast.call("owner", "GET", "/api/contracts/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await cast.call("owner", "GET", "/api/contracts/not-an-id")).status).toBe(400);
  });
});

describe("lists and links", () => {
  it("/api/contracts lists only the active organisation's contracts; without one it is refused; the admin list has all", async () => {
    const page = async (who: Parameters<typeof cast.call>[0], url = "/api/contracts?pageSize=100") => (await (await cast.call(who, "GET", url)).json()) as ContractPage;
    const mine = await page("viewer");
    expect(mine.data.map((c) => c.id)).toContain(scheduled.contractId);
    expect(mine.data.every((c) => c.hospital.id === cast.hospital.id)).toBe(true);
    // The total comes with the page, and on its own past the last page.
    expect(mine).toMatchObject({ total: mine.data.length, estimated: false });
    const firstOfOne = await page("viewer", "/api/contracts?pageSize=1");
    expect(firstOfOne).toMatchObject({ total: mine.data.length, data: [mine.data[0]] });
    expect(await page("viewer", `/api/contracts?pageSize=1&page=${mine.data.length + 1}`)).toMatchObject({ total: mine.data.length, data: [] });
    expect((await page("providerViewer")).data.every((c) => c.provider.id === cast.provider.id)).toBe(true);
    expect((await page("loserOwner")).data).toEqual([]);
    expect((await page("otherHospitalOwner")).data).toEqual([]);
    expect((await cast.call("basic", "GET", "/api/contracts")).status).toBe(403);
    expect((await cast.call("anonymous", "GET", "/api/contracts")).status).toBe(401);
    expect((await page("owner", "/api/contracts?status=scheduled&pageSize=100")).data.every((c) => c.status === "scheduled")).toBe(true);
    expect((await cast.call("owner", "GET", "/api/contracts?status=signed")).status).toBe(400);
    expect((await page("admin", "/api/admin/contracts?pageSize=100")).data.map((c) => c.id)).toContain(scheduled.contractId);
    expect((await cast.call("owner", "GET", "/api/admin/contracts")).status).toBe(403);
  });

  it("the link from an awarded application names the contract only to those who may read it", async () => {
    const link = async (who: Parameters<typeof cast.call>[0]) => ((await (await cast.call(who, "GET", `/api/applications/${scheduled.bid.id}/contract`)).json()) as { id: string | null }).id;
    for (const who of READERS) expect(await link(who), who).toBe(scheduled.contractId);
    for (const who of OUTSIDERS) expect(await link(who), who).toBeNull();
  });
});

describe("what the provider's members never read", () => {
  it("the hospital's unsent draft and its edits: not in the contract, not in its Activity", async () => {
    const { contractId } = await cast.award();
    const draft = (await cast.read("buyer", contractId)).draft!;
    await cast.call("buyer", "PUT", `/api/contracts/${contractId}/draft`, { terms: { ...draft, qualityMaxDiscrepancyPercent: 1.75 } });
    const seen = JSON.stringify(await cast.read("providerOwner", contractId));
    expect(seen).not.toContain("1.75");
    expect(seen).not.toContain("4000");
    const activity = (await (await cast.call("providerOwner", "GET", `/api/contracts/${contractId}/activity`)).json()) as ActivityPage;
    expect(activity.data.map((e) => e.action)).toEqual(["drafted"]);
    const hospitalActivity = (await (await cast.call("viewer", "GET", `/api/contracts/${contractId}/activity`)).json()) as ActivityPage;
    expect(hospitalActivity.data.map((e) => e.action)).toEqual(["draft_saved", "drafted"]);
  });

  it("no write is open to a reader who may not negotiate, an outsider or an admin", async () => {
    const { contractId } = await cast.award();
    const draft = (await cast.read("buyer", contractId)).draft!;
    for (const who of ["evaluator", "viewer", "providerOwner", "bidder", "loserOwner", "otherHospitalOwner", "admin", "basic"] as const) {
      expect((await cast.call(who, "PUT", `/api/contracts/${contractId}/draft`, { terms: draft })).status, who).toBe(403);
      expect((await cast.call(who, "POST", `/api/contracts/${contractId}/send`, {})).status, who).toBe(403);
    }
    expect((await cast.read("buyer", contractId)).status).toBe("draft");
  });
});
