import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { OCID_PREFIX_PATTERN } from "@/shared/contracts/open-data";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const ECB_DAILY_RATES = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  APP_URL: z.string().url("must be a URL such as https://radbridge.example").optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("RadBridge <no-reply@radbridge.local>"),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  LINKEDIN_ISSUER: z.string().url("must be a URL").default("https://www.linkedin.com/oauth"),
  /** Read where releases are made (modules/open-data/ocid.ts); checked here so a wrong one stops the start. */
  OCDS_OCID_PREFIX: z.string().regex(OCID_PREFIX_PATTERN, "must be an ocid prefix issued by the Open Contracting Partnership, such as ocds-213czf").optional(),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  RATES_URL: z
    .string()
    .regex(/^(off|https?:\/\/.+)$/, "must be an http:// or https:// URL serving the ECB rates XML, or off")
    .default(ECB_DAILY_RATES),
  TRUST_PROXY_HOPS: z
    .string()
    .regex(/^[0-9]$/, "must be the number of reverse proxies in front of the app, 0 to 9")
    .transform(Number)
    .default(0),
  WEB_CONCURRENCY: z
    .string()
    .regex(/^[1-9][0-9]*$/, "must be a whole number of server processes, 1 or more")
    .transform(Number)
    .default(1),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  linkedin: { clientId?: string; clientSecret?: string; issuer: string };
  seedDemo: boolean | undefined;
  logLevel: Env["LOG_LEVEL"];
  rateLimit: { max: number; windowSeconds: number };
  /** Where the ECB euro reference rates are fetched from once a day; undefined when RATES_URL=off. */
  ratesUrl: string | undefined;
  /** Server processes asked for; the embedded database runs in one whatever this says. */
  webConcurrency: number;
  /** Reverse proxies in front of the app that append the client's address to X-Forwarded-For. */
  trustProxyHops: number;
}

export class ConfigError extends Error {}

/** Parses the environment; one error names every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.DATABASE_URL && !env.AUTH_SECRET) problems.push("  AUTH_SECRET: required when DATABASE_URL is set");
  if ((env.LINKEDIN_CLIENT_ID === undefined) !== (env.LINKEDIN_CLIENT_SECRET === undefined))
    problems.push("  LINKEDIN_CLIENT_ID/LINKEDIN_CLIENT_SECRET: set both or neither");
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    authSecret: env.AUTH_SECRET ?? localSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    linkedin: { clientId: env.LINKEDIN_CLIENT_ID, clientSecret: env.LINKEDIN_CLIENT_SECRET, issuer: env.LINKEDIN_ISSUER },
    seedDemo: env.SEED_DEMO,
    logLevel: env.LOG_LEVEL,
    rateLimit: { max: env.RATE_LIMIT_MAX, windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS },
    ratesUrl: env.RATES_URL === "off" ? undefined : env.RATES_URL,
    webConcurrency: env.WEB_CONCURRENCY,
    trustProxyHops: env.TRUST_PROXY_HOPS,
  };
}

/** In embedded mode the secret is generated once and kept in DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
