import type { Actor } from "@/shared/policy/roles";
import type { Auth } from "./modules/auth/auth";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";
import type { Scheduler } from "./jobs/scheduler";
import type { RatesJob } from "./modules/rates/job";
import type { RemindersJob } from "./modules/credentials/reminders";
import type { ContractLifecycle } from "./modules/contracts/lifecycle";
import type { MeasuresJob } from "./modules/providers/measures-job";
import type { MarketHealthJob } from "./modules/market-health/job";

/** Everything a request handler may reach, built once per process. */
export interface Services {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** Fetches the ECB reference rates (daily, as one of the jobs). */
  rates: RatesJob;
  /** Mails credential expiry reminders (hourly, as one of the jobs). */
  reminders: RemindersJob;
  /** Starts, renews, ends and terminates contracts on their dates (hourly, as one of the jobs). */
  contracts: ContractLifecycle;
  /** Moves the directory's measured figures on to the current 12 months (hourly, as one of the jobs). */
  measures: MeasuresJob;
  /** Recomputes the marketplace health snapshot for /admin (every 15 minutes, as one of the jobs). */
  marketHealth: MarketHealthJob;
  /** The periodic jobs under leases: alerts, reminders, rates (main.ts starts them). */
  jobs: Scheduler;
  logger: Logger;
}

/** What every service function gets first: `(ctx, actor, input)`. */
export interface ServiceContext {
  db: Db;
  /** The public base URL, for links in mail. */
  appUrl: string;
  /** Told when a service has queued mail in the outbox. */
  mailer: Pick<Mailer, "kick">;
  /** Told when something new may match saved searches (instant alerts run soon after). */
  alerts: { kick(): void };
  /** Signs and checks unsubscribe links. */
  secret: string;
}

export const serviceContext = (services: Services): ServiceContext => ({
  db: services.database.db,
  appUrl: services.config.appUrl,
  mailer: services.mailer,
  alerts: services.jobs,
  secret: services.config.authSecret,
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
