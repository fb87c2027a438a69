import type { Actor } from "@/shared/policy/roles";
import type { Auth } from "./modules/auth/auth";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Logger } from "./logger";
import type { Mailer } from "./mail/mailer";

/** Everything a request handler may reach, built once per process. */
export interface Services {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  logger: Logger;
}

export interface AppEnv {
  Variables: {
    services: Services;
    requestId: string;
    logger: Logger;
    actor: Actor;
  };
}
