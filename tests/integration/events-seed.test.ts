import type { TestApp } from "./harness";
import { demoSignIn, startDemoApp } from "./demo-app";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ActivityPage } from "@/shared/contracts/events";
import { applications, events, providers, tenders } from "@/server/db/schema";

/** The demo's history: /admin/activity and the demo requests' timelines are filled from the first start. */

let t: TestApp;
beforeAll(async () => {
  t = await startDemoApp();
});
afterAll(() => t?.close());

const getAs = async (email: string, url: string) => (await (await t.request("GET", url, { cookie: await demoSignIn(t, email) })).json()) as ActivityPage;

it("records every demo request, application and provider, in the past, each timeline in order", async () => {
  const db = t.services.database.db;
  const all = await db.select().from(events);
  const created = (type: string) => new Set(all.filter((e) => e.entityType === type && (e.action === "created" || e.action === "submitted")).map((e) => e.entityId));
  expect(created("request").size).toBe((await db.select({ id: tenders.id }).from(tenders)).length);
  expect(created("application").size).toBe((await db.select({ id: applications.id }).from(applications)).length);
  expect(created("provider").size).toBe((await db.select({ id: providers.id }).from(providers)).length);
  expect(all.every((e) => e.at.getTime() <= Date.now())).toBe(true);
  for (const a of await db.select().from(applications)) {
    // The status moves (the amendment's "confirmed" and quality scores change no status).
    const own = all.filter((e) => e.entityId === a.id && e.changes.status).sort((x, y) => x.at.getTime() - y.at.getTime());
    expect(own[0]!.action).toBe("submitted");
    expect(own.at(-1)!.changes.status!.after).toBe(a.status);
  }
});

it("fills the demo hospital's request timeline and /admin/activity", async () => {
  const [flagship] = await t.services.database.db.select({ id: tenders.id }).from(tenders).where(eq(tenders.title, "MRI backlog reduction – Germany"));
  const timeline = await getAs("hospital@demo.test", `/api/requests/${flagship!.id}/activity?pageSize=100`);
  expect(timeline.data.some((e) => e.action === "created" && e.actor.email === "hospital@demo.test")).toBe(true);
  expect(timeline.data.filter((e) => e.action === "submitted").length).toBeGreaterThanOrEqual(4);
  const admin = await getAs("admin@demo.test", "/api/admin/activity?actor=hospital@demo.test");
  expect(admin.total).toBeGreaterThan(10);
});
