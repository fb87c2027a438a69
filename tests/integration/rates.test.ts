import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { exchangeRates } from "@/server/db/schema";
import { createScheduler } from "@/server/jobs/scheduler";
import { createRatesJob } from "@/server/modules/rates/job";
import { latestRates } from "@/server/modules/rates/repo";
import { storeSnapshotIfEmpty } from "@/server/modules/rates/snapshot";
import { freePort } from "../support/free-port";
import { capturingLogger, type TestApp, startTestApp } from "./harness";

/** A file in the format of the ECB's eurofxref-daily.xml (one day) or eurofxref-hist-90d.xml (several). */
function ecbFile(days: Record<string, Record<string, number>>): string {
  const cubes = Object.entries(days).map(
    ([day, rates]) =>
      `\t\t<Cube time='${day}'>\n${Object.entries(rates)
        .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
        .join("\n")}\n\t\t</Cube>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
${cubes.join("\n")}
\t</Cube>
</gesmes:Envelope>
`;
}

type Answer = (res: http.ServerResponse) => void;
const xml = (body: string, status = 200): Answer => (res) => res.writeHead(status, { "content-type": "text/xml" }).end(body);

/** A local HTTP server standing in for the ECB; each request gets the next answer queued, or the last one again. */
async function ecbServer() {
  const answers: Answer[] = [];
  let last: Answer = xml("", 404);
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    last = answers.shift() ?? last;
    last(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/stats/eurofxref/eurofxref-daily.xml`,
    answer: (...next: Answer[]) => void answers.push(...next),
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve(server.closeAllConnections()))),
  };
}

const NOV_23 = { USD: 1.0561, GBP: 0.8334, CHF: 0.9298, SEK: 11.5112, JPY: 163.04 };
const NOV_24 = { USD: 1.0577, GBP: 0.8342, CHF: 0.9301, SEK: 11.4871, JPY: 163.52 };

describe("reference rates", () => {
  let t: TestApp;
  let ecb: Awaited<ReturnType<typeof ecbServer>>;
  beforeAll(async () => {
    ecb = await ecbServer();
    // A database of its own: these tests read the newest day of the whole table.
    t = await startTestApp({ RATES_URL: ecb.url }, { ownDatabase: true });
  });
  afterAll(async () => {
    await t.close();
    await ecb.close();
  });
  const db = () => t.services.database.db;
  const storedDays = async () => (await db().select().from(exchangeRates).orderBy(exchangeRates.day)).map((r) => [r.day, r.source]);

  it("a new database has the dated snapshot, so conversions work offline", async () => {
    const latest = await latestRates(db());
    expect(latest).toMatchObject({ day: "2026-11-20", source: "snapshot" });
    expect(latest!.rates).toMatchObject({ USD: 1.0543, GBP: 0.8321, CHF: 0.9312, SEK: 11.4925, CAD: 1.4763, AUD: 1.6187, JPY: 162.87 });
    expect(Object.keys(latest!.rates).length).toBeGreaterThanOrEqual(29);
    expect(ecb.requests()).toBe(0);
  });

  it("a refresh stores the day of the file fetched from RATES_URL, and it becomes the latest", async () => {
    ecb.answer(xml(ecbFile({ "2026-11-23": NOV_23 })));
    expect(await t.services.rates.refresh()).toEqual({ stored: ["2026-11-23"] });
    expect(await latestRates(db())).toEqual({ day: "2026-11-23", source: ecb.url, rates: NOV_23 });
    expect(await storedDays()).toEqual([
      ["2026-11-20", "snapshot"],
      ["2026-11-23", ecb.url],
    ]);
  });

  it("a later file adds its day and keeps every earlier one; a day fetched again is replaced", async () => {
    const revised = { ...NOV_23, USD: 1.0562 };
    ecb.answer(xml(ecbFile({ "2026-11-24": NOV_24, "2026-11-23": revised, "2026-11-20": { USD: 1.0543, GBP: 0.8321 } })));
    expect(await t.services.rates.refresh()).toEqual({ stored: ["2026-11-20", "2026-11-23", "2026-11-24"] });
    expect(await latestRates(db())).toEqual({ day: "2026-11-24", source: ecb.url, rates: NOV_24 });
    expect(await storedDays()).toEqual([
      ["2026-11-20", ecb.url],
      ["2026-11-23", ecb.url],
      ["2026-11-24", ecb.url],
    ]);
    const [nov23] = await db().select().from(exchangeRates).where(eq(exchangeRates.day, "2026-11-23"));
    expect(nov23!.rates.USD).toBe(1.0562);
  });

  it("the snapshot is not stored again once a database has rates", async () => {
    await storeSnapshotIfEmpty(db());
    expect((await latestRates(db()))!.day).toBe("2026-11-24");
    expect((await storedDays()).every(([, source]) => source === ecb.url)).toBe(true);
  });

  describe("a failed fetch keeps the last rates and logs a warning", () => {
    const refusedPort = () => freePort().then((port) => `http://127.0.0.1:${port}/eurofxref-daily.xml`);
    const failures: { what: string; answer?: Answer; url?: () => Promise<string>; error: RegExp }[] = [
      { what: "a server error", answer: xml("<html>Internal error</html>", 500), error: /answered 500/ },
      { what: "a page that is not the ECB format", answer: xml("<!doctype html><p>Please sign in</p>"), error: /Not an ECB reference rates file/ },
      {
        what: "a malformed ECB file",
        answer: xml(ecbFile({ "2026-11-25": { USD: 1.06 } }).replace("1.06", "1,06")),
        error: /bad rate '1,06' for USD on 2026-11-25/,
      },
      { what: "a truncated ECB file", answer: xml(ecbFile({ "2026-11-25": NOV_24 }).slice(0, 400)), error: /ends before/ },
      { what: "a refused connection", url: refusedPort, error: /ECONNREFUSED/ },
      { what: "no answer in time", answer: () => {}, error: /no answer from .* within 200 ms/ },
    ];
    for (const { what, answer, url: otherUrl, error } of failures) {
      it(what, async () => {
        const before = await latestRates(db());
        if (answer) ecb.answer(answer);
        const url = otherUrl ? await otherUrl() : ecb.url;
        const { logger, entries } = capturingLogger();
        const job = createRatesJob({ db: db(), url, logger, timeoutMs: 200 });
        const result = await job.refresh();
        expect(result).toEqual({ failed: expect.stringMatching(error) });
        expect(await latestRates(db())).toEqual(before);
        expect(entries()).toEqual([expect.objectContaining({ level: 40, url, error: expect.stringMatching(error), msg: expect.stringMatching(/keeping the last rates/) })]);
      });
    }
  });

  it("the job fetches when started, retries after a failure, and stops", async () => {
    const nov25 = { ...NOV_24, USD: 1.0583 };
    const requestsBefore = ecb.requests();
    ecb.answer(xml("busy", 503), xml(ecbFile({ "2026-11-25": nov25 })));
    const { logger, entries } = capturingLogger();
    const rates = createRatesJob({ db: db(), url: ecb.url, logger, retryMs: 10, everyMs: 60 * 60 * 1000 });
    // A lease name of this test's own: other tests' schedulers share the database.
    const jobs = rates.jobs().map((j) => ({ ...j, name: `exchange-rates-${randomUUID()}` }));
    const scheduler = createScheduler({ db: db(), logger, jobs, pollMs: 20 });
    scheduler.start();
    try {
      await vi.waitFor(async () => expect((await latestRates(db()))?.day).toBe("2026-11-25"), { timeout: 10_000, interval: 20 });
    } finally {
      await scheduler.stop();
    }
    expect(ecb.requests() - requestsBefore).toBe(2);
    expect(entries().map((w) => w.error)).toEqual([expect.stringMatching(/answered 503/)]);
  });

  it("with RATES_URL=off nothing is fetched and the stored rates stay", async () => {
    const off = await startTestApp({ RATES_URL: "off" });
    try {
      const before = await latestRates(off.services.database.db);
      expect(before?.day).toBeDefined();
      expect(await off.services.rates.refresh()).toEqual({ failed: expect.stringMatching(/off/) });
      expect(await latestRates(off.services.database.db)).toEqual(before);
    } finally {
      await off.close();
    }
  });
});
