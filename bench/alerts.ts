/**
 * npm run bench:alerts [-- --searches 2000 --new 20]
 *
 * The cost of alerts at scale, on a database seeded with `npm run seed -- --scale N` (DATABASE_URL):
 * `--searches` instant and as many daily saved searches of the board and the directory, each with its own
 * varied filters (the same generators as `npm run bench`), owned by the bench accounts; then `--new` new
 * requests and providers. Times one instant sweep and one daily digest run, each with a cold and a warm
 * run, and reports the mails they queued. Everything it adds is deleted at the end.
 */
import { randomUUID } from "node:crypto";
import { inArray, like, sql } from "drizzle-orm";
import { loadConfig } from "../src/server/config";
import { notifications, savedSearches } from "../src/server/db/notifications-schema";
import { mailOutbox, profiles, providers, tenders } from "../src/server/db/schema";
import { createLogger } from "../src/server/logger";
import { closeServices, createServices } from "../src/server/services";
import { ALL_MODALITIES } from "../src/shared/reference/modalities";
import { boardPath, directoryPath, pick } from "./traffic";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SEARCHES = arg("searches", 2000);
const NEW = arg("new", 20);

/** A page's URL parameters as a saved search keeps them (no paging). */
function paramsOf(path: string): Record<string, string> {
  const params = Object.fromEntries(new URL(path, "http://x").searchParams);
  delete params.page;
  delete params.pageSize;
  return params;
}

/** The directory API's parameters as the directory page names them (what a saved search keeps). */
function directoryParams(api: Record<string, string>): Record<string, string> {
  const page: Record<string, string | undefined> = { query: api.query, country: api.hqCountry, licensed: api.licensed, mod: api.modalities, lang: api.languages, verified: api.verified === "true" ? "1" : undefined, sort: api.sort };
  return Object.fromEntries(Object.entries(page).filter(([, v]) => v !== undefined)) as Record<string, string>;
}

const config = loadConfig();
if (!config.databaseUrl) throw new Error("bench:alerts needs DATABASE_URL (a database seeded with --scale)");
const services = await createServices(config, createLogger("warn", false), { prepared: true });
const db = services.database.db;
const tag = `bench-alerts-${randomUUID().slice(0, 8)}`;
try {
  const owners = await db.select({ userId: profiles.userId }).from(profiles).where(like(profiles.email, "bench-%")).limit(500);
  if (owners.length === 0) throw new Error("no bench accounts: seed with --scale first");
  const hourAgo = new Date(Date.now() - 3600_000);
  // Saved and last checked a minute ago: what the seed made before is not new to them.
  const minuteAgo = new Date(Date.now() - 60_000);
  const rows = Array.from({ length: SEARCHES * 2 }, (_, i) => {
    const board = i % 3 !== 0;
    return {
      userId: owners[i % owners.length]!.userId,
      scope: board ? ("requests" as const) : ("providers" as const),
      name: `${tag} ${i}`,
      query: board ? paramsOf(boardPath()) : directoryParams(paramsOf(directoryPath())),
      frequency: i < SEARCHES ? ("instant" as const) : ("daily" as const),
      nextDigestAt: i < SEARCHES ? null : hourAgo,
      createdAt: minuteAgo,
      checkedAt: minuteAgo,
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(savedSearches).values(rows.slice(i, i + 1000));
  await db.insert(tenders).values(
    Array.from({ length: NEW }, (_, i) => ({
      title: `${tag} ${pick(["MRI", "CT", "overnight", "stroke"])} reads ${i}`,
      facility: `${tag} facility`,
      country: pick(["DE", "GB", "US", "SE", "FR", "IN"]),
      description: "Bench request",
      modalities: [pick(ALL_MODALITIES), pick(["CT", "MRI"])],
    })),
  );
  await db.insert(providers).values(
    Array.from({ length: NEW }, (_, i) => ({ name: `${tag} provider ${i}`, slug: `${tag}-${i}`, hqCountry: pick(["DE", "GB", "SE"]), modalities: ["CT", pick(ALL_MODALITIES)], languages: ["en"] })),
  );

  const time = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    const result = await run();
    return { name, ms: Math.round(performance.now() - started), result };
  };
  const results = [
    await time("instant sweep (cold)", () => services.jobs.runOnce("alerts-instant", { now: new Date(), force: true })),
    await time("instant sweep (nothing new to send)", () => services.jobs.runOnce("alerts-instant", { now: new Date(), force: true })),
    await time("daily digests due", () => services.jobs.runOnce("alerts-daily", { now: new Date(), force: true })),
  ];
  const searchIds = db.select({ id: savedSearches.id }).from(savedSearches).where(like(savedSearches.name, `${tag}%`));
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(sql`${mailOutbox.kind} = 'alerts' and ${mailOutbox.subject} like ${`%${tag}%`}`);
  console.log(`${SEARCHES} instant and ${SEARCHES} daily saved searches (board and directory, varied filters), ${NEW} new requests and ${NEW} new providers, ${config.databaseUrl.replace(/\/\/[^@]*@/, "//")}`);
  for (const r of results) console.log(`  ${r.name.padEnd(36)} ${String(r.ms).padStart(6)} ms  ${JSON.stringify(r.result)}`);
  console.log(`  alert mails queued: ${n}`);
  await db.delete(mailOutbox).where(sql`${mailOutbox.kind} = 'alerts' and ${mailOutbox.subject} like ${`%${tag}%`}`);
  await db.delete(notifications).where(like(notifications.title, `%${tag}%`));
  await db.delete(savedSearches).where(inArray(savedSearches.id, searchIds));
} finally {
  await db.delete(tenders).where(like(tenders.title, `${tag}%`));
  await db.delete(providers).where(like(providers.name, `${tag}%`));
  await closeServices(services);
}
