import path from "node:path";
import { createAuth } from "./modules/auth/auth";
import type { Config } from "./config";
import type { Services } from "./context";
import { type Database, openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import type { Logger } from "./logger";
import { createMailer } from "./mail/mailer";
import { devMailbox, smtpTransport } from "./mail/transport";

/** Opens and migrates the database and builds auth and mail: everything the app needs. */
export async function createServices(
  config: Config,
  logger: Logger,
  opts: { memory?: boolean; database?: Database } = {},
): Promise<Services> {
  const database =
    opts.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: opts.memory ? "memory://" : path.join(config.dataDir, "pglite"),
      logger,
    }));
  await migrate(database);
  const transport = config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : devMailbox(path.join(config.dataDir, "mail"), logger);
  const mailer = createMailer(database.db, transport, logger);
  const auth = createAuth({ config, database, mailer, logger });
  return { config, database, auth, mailer, logger };
}

export async function closeServices(services: Services) {
  await services.mailer.stop();
  await services.database.close();
}
