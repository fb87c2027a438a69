import type { Actor } from "@/shared/policy/roles";
import type { Auth } from "./modules/auth/auth";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { RatesJob } from "./modules/rates/job";
import type { RemindersJob } from "./modules/credentials/reminders";

/** Everything a request handler may reach, built once per process. */
export interface Services {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** Fetches the ECB reference rates once a day (main.ts starts it). */
  rates: RatesJob;
  /** Mails credential expiry reminders, hourly (main.ts starts it). */
  reminders: RemindersJob;
  logger: Logger;
}

/** What every service function gets first: `(ctx, actor, input)`. */
export interface ServiceContext {
  db: Db;
  /** The public base URL, for links in mail. */
  appUrl: string;
  /** Told when a service has queued mail in the outbox. */
  mailer: Pick<Mailer, "kick">;
}

export const serviceContext = (services: Services): ServiceContext => ({
  db: services.database.db,
  appUrl: services.config.appUrl,
  mailer: services.mailer,
});

export interface AppEnv {
  Variables: {
    services: Services;
    ctx: ServiceContext;
    requestId: string;
    logger: Logger;
    actor: Actor;
  };
}
