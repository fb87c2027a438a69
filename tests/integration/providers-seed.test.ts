// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "@/server/db/schema";
import { seedScale } from "@/server/db/seed/scale";
import { LANGUAGE_CODES } from "@/shared/reference/languages";
import { ALL_MODALITIES } from "@/shared/reference/modalities";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("npm run seed -- --scale N", () => {
  it("adds N varied synthetic providers and proportionate requests that the directory serves", async () => {
    const lines: string[] = [];
    const result = await seedScale(t.services.database, 40, (l) => lines.push(l), {
      // Numbers no other run uses, so no slug collides on a shared database.
      startAt: 100_000_000 + Math.floor(Math.random() * 800_000_000),
    });
    expect(result.providers).toBe(40);
    expect(result.requests).toBe(4);
    expect(lines.at(-1)).toContain("requests: 4 / 4");

    const { db } = t.services.database;
    const synthetic = await db.select().from(providers).where(inArray(providers.id, result.providerIds));
    expect(synthetic).toHaveLength(40);
    expect(new Set(synthetic.map((p) => p.hqCountry)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(synthetic.flatMap((p) => p.languages)).size).toBeGreaterThanOrEqual(8);
    expect(synthetic.every((p) => p.languages.every((l) => LANGUAGE_CODES.includes(l)))).toBe(true);
    expect(synthetic.every((p) => p.modalities.every((m) => ALL_MODALITIES.includes(m)))).toBe(true);
    expect(synthetic.some((p) => p.verified) && synthetic.some((p) => !p.verified)).toBe(true);

    const one = synthetic[0]!;
    const res = await t.request("GET", `/api/providers/${one.slug}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { name: string }).name).toBe(one.name);
  });
});
