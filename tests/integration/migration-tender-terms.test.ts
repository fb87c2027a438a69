import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { compareApplications } from "@/server/modules/applications/compare-service";
import { storeSnapshotIfEmpty } from "@/server/modules/rates/snapshot";
import { migrationTestDatabase } from "../support/migrations";

/** A database with requests and bids from before tender terms (migration 0003) keeps working after it. */

let migrations: Awaited<ReturnType<typeof migrationTestDatabase>>;
let database: Database;

beforeAll(async () => {
  migrations = await migrationTestDatabase();
  database = migrations.database;
});
afterAll(() => migrations.close());

describe("migration 0003 on existing data", () => {
  it("gives old requests the default weights and old bids the request's turnaround, and compares them", async () => {
    await migrations.migrateBefore("0003_tender_evaluation");
    const { db } = database;
    const providerId = randomUUID();
    const tenderId = randomUUID();
    await db.execute(sql`insert into providers (id, slug, name, hq_country, rating, review_count) values (${providerId}, ${`old-${providerId}`}, 'Old Provider', 'DE', 4.5, 2)`);
    await db.execute(
      sql`insert into tenders (id, title, facility, country, description, modalities, volumes_per_month, tat_requirement, budget_currency) values (${tenderId}, 'Old tender', 'F', 'DE', 'D', '{CT}', 500, '4-12h', 'EUR')`,
    );
    await db.execute(sql`insert into applications (tender_id, provider_id, price_per_ct, currency) values (${tenderId}, ${providerId}, 20, 'EUR')`);

    await migrate(database);
    await storeSnapshotIfEmpty(db);
    const comparison = await compareApplications({ db, appUrl: "", mailer: { kick() {} }, alerts: { kick() {} }, secret: "test-secret" }, { userId: "admin", role: "admin", providerId: null }, { id: tenderId });
    expect(comparison.request).toMatchObject({ volumesPerMonth: 500, volumesByModality: {}, weights: { price: 40, turnaround: 30, quality: 30 } });
    expect(comparison.rates?.source).toBe("snapshot");
    const [entry] = comparison.entries;
    expect(entry!.application).toMatchObject({ pricesByModality: {}, turnaroundCommitment: "4-12h", earliestStart: null });
    // 500 x €20; rating 4.5 -> quality 9 -> 27 points.
    expect(entry).toMatchObject({ estimatedMonthlyCost: 10_000, turnaround: { meets: true }, score: { price: 40, turnaround: 30, quality: 27, total: 97 }, rank: 1 });
  });
});
