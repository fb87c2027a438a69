import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "@/server/db/schema";
import { recordEvent } from "@/server/modules/events/record";
import { startTestApp, type TestApp } from "./harness";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe("the events table", () => {
  it("keeps what is recorded, with the actor as it was, and refuses to change or remove it", async () => {
    const db = t.services.database.db;
    const entityId = randomUUID();
    await recordEvent(db, { userId: "u-1", role: "admin", email: "Admin@Example.test" }, {
      entityType: "provider",
      entityId,
      action: "verified",
      changes: { verified: { before: false, after: true } },
    });
    const [row] = await db.select().from(events).where(eq(events.entityId, entityId));
    expect(row).toMatchObject({ action: "verified", actorEmail: "admin@example.test", actorRole: "admin", changes: { verified: { before: false, after: true } } });

    await expect(db.update(events).set({ action: "pinned" }).where(eq(events.entityId, entityId))).rejects.toThrow();
    await expect(db.delete(events).where(eq(events.entityId, entityId))).rejects.toThrow();
    const after = await db.select().from(events).where(eq(events.entityId, entityId));
    expect(after).toHaveLength(1);
    expect(after[0]!.action).toBe("verified");
  });

  it("records the system when there is no signed-in actor", async () => {
    const db = t.services.database.db;
    const entityId = randomUUID();
    await recordEvent(db, { userId: null, role: null }, { entityType: "request", entityId, action: "closed" });
    const [row] = await db.select().from(events).where(eq(events.entityId, entityId));
    expect(row).toMatchObject({ actorUserId: null, actorEmail: null, actorRole: null, changes: {} });
  });
});
