import { afterAll, beforeAll, expect, it } from "vitest";
import type { TestApp } from "./harness";
import { demoSignIn, startDemoApp } from "./demo-app";

/** Issue 17's demo: the demo telerad and hospital have saved searches, settings and notifications to look at. */
let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

const as = async (email: string) => {
  const cookie = await demoSignIn(t, email);
  const get = async (path: string) => (await t.request("GET", path, { cookie })).json();
  return { searches: await get("/api/saved-searches"), settings: await get("/api/me/notifications"), bell: await get("/api/notifications") };
};

it("seeds saved searches with alerts, time zones, a muted kind and bells with unread notifications", async () => {
  const telerad = await as("telerad@demo.test");
  expect(telerad.searches.data.map((s: { name: string; frequency: string; path: string }) => [s.name, s.frequency])).toEqual([
    ["MRI in Germany", "instant"],
    ["CT and X-ray, Nordics", "daily"],
  ]);
  expect(telerad.searches.data[0].path).toBe("/requests?mod=MRI&country=DE");
  expect(telerad.settings.timeZone).toBe("Europe/Berlin");
  expect(telerad.bell.unread).toBe(1);
  expect(telerad.bell.data.map((n: { kind: string }) => n.kind)).toEqual(["status", "alerts"]);

  const hospital = await as("hospital@demo.test");
  expect(hospital.searches.data).toHaveLength(2);
  expect(hospital.settings).toMatchObject({ timeZone: "Europe/Stockholm", mail: { reviews: false, applications: true } });
  expect(hospital.bell.unread).toBe(2);
  expect(hospital.bell.data[0].title).toMatch(/^New application for "/);
  expect(hospital.bell.data[0].link).toMatch(/^\/requests\/[0-9a-f-]{36}$/);
});
