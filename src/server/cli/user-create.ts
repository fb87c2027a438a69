/**
 * npm run user:create -- --email E --password P --role admin [--name N] [--provider SLUG_OR_ID]
 *
 * Creates a confirmed account on the configured database (DATABASE_URL, or the embedded one in
 * DATA_DIR), applying migrations first. It never seeds demo data: this is how a production
 * install gets its first admin.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import { ROLES, type Role } from "@/shared/policy/roles";
import { createConfirmedAccount } from "../modules/auth/accounts";
import { loadConfig } from "../config";
import { type Db, openDatabase } from "../db/client";
import { migrate } from "../db/migrate";
import { findProviderIdBySlugOrId } from "../modules/admin/providers-repo";
import { passwordProblem } from "../modules/auth/password-policy";

export const USAGE = "Usage: npm run user:create -- --email E --password P --role basic|telerad|hospital|admin [--name N] [--provider SLUG_OR_ID]";

export class UsageError extends Error {}

export interface UserCreateArgs {
  email: string;
  password: string;
  role: Role;
  name: string;
  provider?: string;
}

const OPTIONS = ["email", "password", "role", "name", "provider"] as const;
type Option = (typeof OPTIONS)[number];

const ArgsSchema = z.object({
  email: z.string({ error: "--email is required" }).trim().toLowerCase().email("--email must be an e-mail address"),
  password: z
    .string({ error: "--password is required" })
    .min(8, "--password must be at least 8 characters")
    .max(128, "--password must be at most 128 characters"),
  role: z.enum(ROLES, { error: `--role is required and must be one of ${ROLES.join(", ")}` }),
  name: z.string().trim().min(1, "--name cannot be empty").max(120, "--name must be at most 120 characters").optional(),
  provider: z.string().trim().min(1, "--provider cannot be empty").optional(),
});

/** Reads `--key value` and `--key=value` pairs; every problem is reported at once. */
export function parseUserCreateArgs(argv: string[]): UserCreateArgs {
  const raw: Partial<Record<Option, string>> = {};
  const problems: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) {
      problems.push(`Unexpected argument "${arg}"`);
      continue;
    }
    const key = match[1] as Option;
    if (!OPTIONS.includes(key)) {
      problems.push(`Unknown option --${match[1]}`);
      if (match[2] === undefined && argv[i + 1] !== undefined && !argv[i + 1]!.startsWith("--")) i++;
      continue;
    }
    let value = match[2];
    if (value === undefined) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) {
        problems.push(`--${key} needs a value`);
        continue;
      }
      value = next;
      i++;
    }
    if (raw[key] !== undefined) problems.push(`--${key} is given twice`);
    raw[key] = value;
  }
  const parsed = ArgsSchema.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((issue) => issue.message));
  if (parsed.success && parsed.data.role === "telerad" && !parsed.data.provider) problems.push("--provider is required for the telerad role");
  if (parsed.success && parsed.data.provider && parsed.data.role !== "telerad") problems.push("--provider is only for the telerad role");
  const weak = parsed.success ? passwordProblem(parsed.data.password, parsed.data.email) : undefined;
  if (weak) problems.push(`--password: ${weak}`);
  if (problems.length || !parsed.success) throw new UsageError(`${[...new Set(problems)].join("\n")}\n${USAGE}`);
  const { email, password, role, name, provider } = parsed.data;
  return { email, password, role, name: name ?? email.split("@")[0]!, provider };
}

/** Creates the account; throws a readable Error when the e-mail is taken or the provider is unknown. */
export async function createUserAccount(db: Db, args: UserCreateArgs): Promise<{ userId: string; providerId: string | null }> {
  let providerId: string | null = null;
  if (args.provider) {
    providerId = await findProviderIdBySlugOrId(db, args.provider);
    if (!providerId) throw new Error(`No provider with the slug or id "${args.provider}"`);
  }
  const userId = await createConfirmedAccount(db, { email: args.email, password: args.password, name: args.name, role: args.role, providerId });
  return { userId, providerId };
}

async function main(argv: string[]): Promise<number> {
  let args: UserCreateArgs;
  try {
    args = parseUserCreateArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, "pglite") });
  try {
    await migrate(database);
    const { userId } = await createUserAccount(database.db, args);
    console.log(`Created ${args.role} account ${args.email} (user id ${userId}), e-mail confirmed, on the ${database.kind} database.`);
    return 0;
  } catch (error) {
    console.error(`Could not create the account: ${(error as Error).message}`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
