/**
 * npm run seed                 seeds the demo data into the configured database (once)
 * npm run seed -- --scale N    adds N synthetic providers, N requests, 10 x N applications and bench accounts
 *
 * The database is DATABASE_URL when set, otherwise the embedded one in DATA_DIR.
 */
import path from "node:path";
import { eq } from "drizzle-orm";
import { loadConfig } from "../../config";
import { openDatabase } from "../client";
import { migrate } from "../migrate";
import { user } from "../schema";
import { DEMO_ACCOUNTS, seedDemo } from "./demo";
import { seedScale } from "./scale";
import { BENCH_PASSWORD } from "./scale-accounts";

function parseArgs(argv: string[]): { scale?: number } {
  const i = argv.findIndex((a) => a === "--scale" || a.startsWith("--scale="));
  if (i < 0) return {};
  const raw = argv[i]!.includes("=") ? argv[i]!.split("=")[1] : argv[i + 1];
  const scale = Number(raw?.replace(/_/g, ""));
  if (!Number.isInteger(scale) || scale < 1 || scale > 10_000_000) {
    console.error(`--scale needs a whole number of providers between 1 and 10000000 (got "${raw ?? ""}")`);
    process.exit(2);
  }
  return { scale };
}

const args = parseArgs(process.argv.slice(2));
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
try {
  await migrate(database);
  const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${path.join(config.dataDir, "pglite")}`;
  if (args.scale) {
    console.log(`Seeding ${args.scale} synthetic providers and requests into ${where} ...`);
    const result = await seedScale(database, args.scale, (line) => console.log(line), { authSecret: config.authSecret });
    console.log(
      `Added ${result.providers} providers, ${result.requests} requests, ${result.applications} applications and ${result.accounts} accounts (password "${BENCH_PASSWORD}") in ${result.seconds} s.`,
    );
  } else {
    const [seeded] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS[0]!.email)).limit(1);
    if (seeded) console.log(`Demo data is already in ${where}.`);
    else {
      await seedDemo(database.db, config.authSecret);
      console.log(`Demo data seeded into ${where}.`);
    }
  }
} finally {
  await database.close();
}
