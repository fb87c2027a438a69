import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/server/db/client";
import { migrate } from "@/server/db/migrate";
import { createLogger } from "@/server/logger";
import { compareApplications } from "@/server/modules/applications/compare-service";
import { storeSnapshotIfEmpty } from "@/server/modules/rates/snapshot";
import { createDatabase, TEST_DATABASE_URL } from "./harness";

/** A database with requests and bids from before tender terms (migration 0003) keeps working after it. */

const DRIZZLE = path.resolve(import.meta.dirname, "../../drizzle");
let database: Database;
let dropDatabase: (() => Promise<void>) | undefined;
const folders: string[] = [];

/** The app's migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rb-migrations-"));
  folders.push(dir);
  const journal = JSON.parse(fs.readFileSync(path.join(DRIZZLE, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const kept = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag));
  fs.mkdirSync(path.join(dir, "meta"));
  fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const e of kept) fs.copyFileSync(path.join(DRIZZLE, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

beforeAll(async () => {
  const own = TEST_DATABASE_URL ? await createDatabase(TEST_DATABASE_URL) : undefined;
  dropDatabase = own?.drop;
  database = await openDatabase({ url: own?.url, dataDir: "memory://", logger: createLogger("silent", false) });
});
afterAll(async () => {
  await database.close();
  await dropDatabase?.();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("migration 0003 on existing data", () => {
  it("gives old requests the default weights and old bids the request's turnaround, and compares them", async () => {
    await migrate(database, migrationsBefore("0003_tender_evaluation"));
    const { db } = database;
    const providerId = randomUUID();
    const tenderId = randomUUID();
    await db.execute(sql`insert into providers (id, slug, name, hq_country, rating) values (${providerId}, ${`old-${providerId}`}, 'Old Provider', 'DE', 4.5)`);
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
