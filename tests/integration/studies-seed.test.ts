import { afterAll, beforeAll, expect, it } from "vitest";
import type { ContractPage } from "@/shared/contracts/contracts";
import type { Provider } from "@/shared/contracts/providers";
import type { Statement, StudyPage } from "@/shared/contracts/studies";
import { demoSignIn, startDemoApp } from "./demo-app";
import type { TestApp } from "./harness";

/** Issue 31's demo: the active contract has months of studies, a credit due, disputes, and NightHawk's figures are measured. */
let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

it("the demo's active contract has several months of statements, a service credit, peer reviews and disputes", async () => {
  const cookie = await demoSignIn(t, "hospital@demo.test");
  const get = async <T>(path: string) => (await (await t.request("GET", path, { cookie })).json()) as T;
  const active = (await get<ContractPage>("/api/contracts?status=active")).data[0]!;
  const latest = await get<Statement>(`/api/contracts/${active.id}/statement`);
  expect(latest.months.length).toBeGreaterThanOrEqual(4);
  const statements = await Promise.all(latest.months.map((m) => get<Statement>(`/api/contracts/${active.id}/statement?month=${m}`)));
  for (const s of statements) expect(s.tiers.reduce((n, x) => n + x.studies, 0), s.month).toBeGreaterThan(50);
  expect(statements.some((s) => s.creditMinor > 0)).toBe(true);
  expect(statements.some((s) => s.peerReview.significant > 0)).toBe(true);
  expect(statements.reduce((n, s) => n + s.disputed, 0)).toBe(4);
  const disputed = await get<StudyPage>(`/api/contracts/${active.id}/studies?status=disputed`);
  expect(disputed.data).toHaveLength(4);
  expect(disputed.data.every((s) => s.dispute?.reason && s.actions.includes("resolve"))).toBe(true);

  const provider = (await (await t.request("GET", `/api/providers/${active.provider.id}`)).json()) as Provider;
  const total = statements.reduce((n, s) => n + s.tiers.reduce((m, x) => m + x.studies, 0), 0);
  expect(provider.measured?.studies).toBe(total);
  expect(provider.measured?.medianTatMinutes).toBeGreaterThan(0);
});
