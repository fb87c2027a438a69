import { execFile } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserAccount, parseUserCreateArgs, UsageError } from "@/server/cli/user-create";
import { openDatabase } from "@/server/db/client";
import { providers, user } from "@/server/db/schema";
import { sessionCookie, type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const usageOf = (argv: string[]) => {
  try {
    parseUserCreateArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("expected a usage error");
};

describe("npm run user:create: arguments", () => {
  it("reads --key value and --key=value, lower-cases the e-mail and defaults the name", () => {
    expect(parseUserCreateArgs(["--email", "Boss@Example.TEST", "--password=long-enough-1", "--role", "admin"])).toEqual({
      email: "boss@example.test",
      password: "long-enough-1",
      role: "admin",
      name: "boss",
      provider: undefined,
    });
    expect(parseUserCreateArgs(["--email=a@b.test", "--password", "plenty-long-9", "--role=hospital", "--name", "Ada Lovelace"]).name).toBe("Ada Lovelace");
  });

  it("names every problem at once and prints the usage", () => {
    const message = usageOf(["--email", "nope", "--password", "short", "--role", "owner", "--colour", "red", "stray"]);
    expect(message).toContain("Unknown option --colour");
    expect(message).toContain('Unexpected argument "stray"');
    expect(message).toContain("--email must be an e-mail address");
    expect(message).toContain("--password must be at least 8 characters");
    expect(message).toContain("--role is required and must be one of basic, telerad, hospital, admin");
    expect(message).toContain("Usage: npm run user:create -- --email E --password P --role");
  });

  it("requires e-mail, password and role, and values for options", () => {
    const message = usageOf(["--name"]);
    expect(message).toContain("--name needs a value");
    expect(message).toContain("--email is required");
    expect(message).toContain("--password is required");
    expect(usageOf(["--email", "a@b.test", "--password", "plenty-long-9", "--role", "telerad"])).toContain("--provider is required for the telerad role");
    expect(usageOf(["--email", "a@b.test", "--password", "plenty-long-9", "--role", "admin", "--provider", "x"])).toContain("--provider is only for the telerad role");
  });

  it("refuses a common password and one equal to the e-mail", () => {
    expect(usageOf(["--email", "a@b.test", "--password", "password", "--role", "admin"])).toContain("--password: This password is too common");
    expect(usageOf(["--email", "ada.admin@b.test", "--password", "ada.admin", "--role", "admin"])).toContain("--password: Password must not be your email address");
  });
});

describe("npm run user:create: the account", () => {
  it("creates a confirmed account that can sign in at once with its role", async () => {
    const email = make.uniqueEmail("cli-admin");
    const args = parseUserCreateArgs(["--email", email, "--password", "bootstrap-pass-1", "--role", "admin", "--name", "First Admin"]);
    await createUserAccount(t.services.database.db, args);
    const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password: "bootstrap-pass-1" }, ip: make.uniqueIp() });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    const me = await (await t.request("GET", "/api/me", { cookie })).json();
    expect(me.user).toMatchObject({ email, name: "First Admin", emailVerified: true });
    expect(me.profile).toMatchObject({ role: "admin", providerId: null });
    // An admin must have two-factor (issue 34): the first sign-in is taken to set it up before anything else.
    expect(me.security).toEqual({ twoFactorEnabled: false, twoFactorRequired: true });
    expect((await t.request("GET", "/api/admin/stats", { cookie })).status).toBe(403);
  });

  it("links a telerad account to a provider given by slug, and refuses unknown providers and taken e-mails", async () => {
    const slug = make.unique("cli-provider");
    const provider = await make.provider(t, { name: "CLI Provider", slug });
    const email = make.uniqueEmail("cli-telerad");
    const { providerId } = await createUserAccount(t.services.database.db, parseUserCreateArgs(["--email", email, "--password", "plenty-long-9", "--role", "telerad", "--provider", slug]));
    expect(providerId).toBe(provider.id);
    await expect(
      createUserAccount(t.services.database.db, parseUserCreateArgs(["--email", make.uniqueEmail(), "--password", "plenty-long-9", "--role", "telerad", "--provider", "no-such-provider"])),
    ).rejects.toThrow('No provider with the slug or id "no-such-provider"');
    await expect(createUserAccount(t.services.database.db, parseUserCreateArgs(["--email", email, "--password", "plenty-long-9", "--role", "basic"]))).rejects.toThrow(
      `An account for ${email} already exists`,
    );
  });

  it("runs as a command on an embedded database, creating no demo data", async () => {
    const dataDir = path.join(os.tmpdir(), `rb-cli-${randomUUID()}`);
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "", LOG_LEVEL: "silent" };
    const script = path.resolve(import.meta.dirname, "../../src/server/cli/user-create.ts");
    const ok = await run(process.execPath, ["--import", "tsx", script, "--email", "root@example.test", "--password", "bootstrap-pass-1", "--role", "admin"], { env });
    expect(ok.stdout).toMatch(/Created admin account root@example\.test .* on the pglite database/);
    const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
    try {
      const users = await database.db.select({ email: user.email, emailVerified: user.emailVerified }).from(user);
      expect(users).toEqual([{ email: "root@example.test", emailVerified: true }]);
      expect(await database.db.select({ id: providers.id }).from(providers)).toEqual([]);
    } finally {
      await database.close();
    }
    const bad = await run(process.execPath, ["--import", "tsx", script, "--role", "boss"], { env }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 2, stderr: expect.stringContaining("--email is required") });
  }, 180_000);
});
