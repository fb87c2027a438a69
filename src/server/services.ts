import path from "node:path";
import { createAuth } from "./modules/auth/auth";
import type { Config } from "./config";
import type { Services } from "./context";
import { type Database, openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { withUnsubscribe } from "./modules/notifications/footer";
import { devMailbox, smtpTransport } from "./mail/transport";
import { createScheduler } from "./jobs/scheduler";
import { createRatesJob } from "./modules/rates/job";
import { alertJobs } from "./modules/saved-searches/alerts";
import { createRemindersJob } from "./modules/credentials/reminders";
import { createContractLifecycle } from "./modules/contracts/lifecycle";
import { createMeasuresJob } from "./modules/providers/measures-job";
import { createMarketHealthJob } from "./modules/market-health/job";
import { storeSnapshotIfEmpty } from "./modules/rates/snapshot";

/**
 * Opens and migrates the database (with reference rates from the snapshot when it has none) and builds auth, mail and the rates job.
 * `prepared`: another process has already migrated it (the primary of several server processes).
 */
export async function createServices(
  config: Config,
  logger: Logger,
  opts: { memory?: boolean; database?: Database; prepared?: boolean } = {},
): Promise<Services> {
  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: opts.memory ? "memory://" : path.join(config.dataDir, "pglite"),
      logger,
    }));
  if (!opts.prepared) {
    await migrate(database);
    await storeSnapshotIfEmpty(database.db);
  }
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : devMailbox(path.join(config.dataDir, "mail"), logger);
  const mailer = createMailer(database.db, transport, logger, withUnsubscribe(config.appUrl, config.authSecret));
  const auth = createAuth({ config, database, mailer, logger });
  const rates = createRatesJob({ db: database.db, url: config.ratesUrl, logger });
  const reminders = createRemindersJob({ db: database.db, appUrl: config.appUrl, mailer, logger });
  const contracts = createContractLifecycle({ db: database.db, appUrl: config.appUrl, mailer, logger });
  const measures = createMeasuresJob({ db: database.db, logger });
  const marketHealth = createMarketHealthJob({ db: database.db, logger });
  const jobs = createScheduler({
    db: database.db,
    logger,
    jobs: [...alertJobs(database.db, config.appUrl, () => mailer.kick()), reminders.job, contracts.job, measures.job, marketHealth.job, ...rates.jobs()],
  });
  return { config, database, auth, mailer, rates, reminders, contracts, measures, marketHealth, jobs, logger };
}

export async function closeServices(services: Services) {
  await services.jobs.stop();
  await services.mailer.stop();
  await services.database.close();
}
