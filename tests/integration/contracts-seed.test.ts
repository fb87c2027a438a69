import { afterAll, beforeAll, expect, it } from "vitest";
import type { ActivityPage } from "@/shared/contracts/events";
import type { Contract, ContractPage } from "@/shared/contracts/contracts";
import type { Thread } from "@/shared/contracts/messages";
import type { TestApp } from "./harness";
import { demoSignIn, startDemoApp } from "./demo-app";

/** Issue 30's demo: Klinikum Nordstadt and NightHawk have an active contract with two versions and one awaiting acceptance. */
let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

const as = async (email: string) => {
  const cookie = await demoSignIn(t, email);
  return async <T>(path: string) => (await (await t.request("GET", path, { cookie })).json()) as T;
};

it("the hospital's and the provider's contracts: one active for months with version 2, one awaiting the provider", async () => {
  const hospital = await as("hospital@demo.test");
  const list = await hospital<ContractPage>("/api/contracts");
  expect(list.data.map((c) => [c.status, c.provider.name, c.awaiting])).toEqual([
    ["sent", "NightHawk Radiology Partners", "provider"],
    // Issue 33's demo: the award in its standstill made a draft that cannot be sent yet.
    ["draft", "RheinRad Befundung", null],
    ["active", "NightHawk Radiology Partners", null],
  ]);
  const active = await hospital<Contract>(`/api/contracts/${list.data[2]!.id}`);
  expect(active.currentVersion).toBe(2);
  expect(active.startDate < new Date().toISOString().slice(0, 10)).toBe(true);
  expect(active.versions.map((v) => [v.number, v.status])).toEqual([
    [2, "accepted"],
    [1, "accepted"],
  ]);
  expect(active.acceptance).toMatchObject({ hospital: { email: "hospital@demo.test" }, provider: { email: "telerad@demo.test" } });
  const history = await hospital<ActivityPage>(`/api/contracts/${active.id}/activity`);
  expect(history.data.map((e) => e.action)).toEqual(["studies_recorded", "change_accepted", "change_proposed", "activated", "scheduled", "accepted", "sent", "drafted"]);

  const telerad = await as("telerad@demo.test");
  const waiting = await telerad<Contract>(`/api/contracts/${list.data[0]!.id}`);
  expect(waiting.actions).toEqual(["accept", "requestChanges"]);
  expect(waiting.unreadMessages).toBe(1);
  expect(waiting.versions[0]!.message).toBe("Please confirm the weekend cover from the first Saturday.");
  const question = await telerad<Thread>(`/api/threads/contract/${waiting.id}`);
  expect(question).toMatchObject({ unread: 1, canWrite: true, messages: { total: 1 } });
  const talk = await telerad<Thread>(`/api/threads/contract/${active.id}`);
  expect(talk.messages.data.map((m) => m.author.side)).toEqual(["provider", "hospital", "provider", "hospital"]);
  expect(talk.unread).toBe(0);
  expect((await telerad<Contract>(`/api/contracts/${waiting.id}`)).unreadMessages).toBe(0);
});
