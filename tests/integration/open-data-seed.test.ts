import { afterAll, beforeAll, expect, it } from "vitest";
import { startDemoApp } from "./demo-app";
import type { TestApp } from "./harness";
import { recordPackage, releasePackage, section } from "./open-data-support";

/** Issue 35 §5: the demo publishes two requests of Klinikum Nordstadt, and no other. */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

it("fills the feed with the contracted request, measured, and the open MRI backlog request", async () => {
  const { records } = await recordPackage(t);
  expect(records.map((r) => section(r.compiledRelease, "tender").title).sort()).toEqual(["MRI backlog reduction – Germany", "Out-of-hours CT and MRI reporting"]);
  const contracted = records.find((r) => section(r.compiledRelease, "tender").title === "Out-of-hours CT and MRI reporting")!;
  expect(contracted.releases.map((r) => r.tag)).toEqual([["tender", "award", "contract", "implementation"]]);
  const contract = section(contracted.compiledRelease, "contracts")[0]!;
  expect(contract).toMatchObject({ status: "active", amendments: [{ id: "version-2" }] });
  expect(section(section(contract, "implementation"), "metrics")[0]).toMatchObject({ id: "turnaround", observations: expect.any(Array) });
  const open = records.find((r) => r !== contracted)!;
  expect(section(open.compiledRelease, "tender")).toMatchObject({ status: "active", numberOfTenderers: 4 });
  expect(open.compiledRelease.awards).toBeUndefined();
  expect((await releasePackage(t)).releases).toHaveLength(2);
});
