import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { twoFactor } from "better-auth/plugins/two-factor";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "@/server/config";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { connectionErrorIn } from "@/server/db/connection-errors";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import type { Logger } from "@/server/logger";
import type { Mailer } from "@/server/mail/mailer";
import { enqueueMail } from "@/server/mail/outbox";
import { mails } from "@/server/mail/templates";
import { linkedInPlugins, linkedInUserPolicy } from "./linkedin";
import { noteLostConnection } from "./database-watch";
import { createProfileFor } from "./profile-repo";
import { recordEvent } from "../events/record";
import { recordUserEvent, signedUpEvent } from "./auth-events";
import { noteSignIn } from "../security/devices";
import { hasTwoFactor } from "../security/repo";

export interface AuthDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
}

/**
 * Sessions last a week from their last use (seconds). better-auth does not extend them: `actorForRequest` does, never
 * past the absolute lifetime (issue 34 §3).
 */
export const SESSION_TIMES = { expiresIn: 60 * 60 * 24 * 7, disableSessionRefresh: true };

export function createAuth({ config, database, mailer, logger }: AuthDeps) {
  const { db } = database;
  const send = async (message: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(db, message);
    mailer.kick();
  };
  const rule = { window: config.rateLimit.windowSeconds, max: config.rateLimit.max };

  return betterAuth({
    appName: "RadBridge",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    trustedOrigins: [config.appUrl],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // OAuth failures without a flow of their own (a tampered or unknown state) land on the sign-in page.
    // Errors that are not better-auth's own (a failed query) reach the app's error handler.
    onAPIError: { errorURL: `${config.appUrl}/auth/sign-in`, throw: true },
    logger: {
      log: (level, message, ...args) => {
        const lost = args.map(connectionErrorIn).find(Boolean);
        if (lost) {
          noteLostConnection(lost);
          logger.warn({ error: lost.message, code: lost.code }, `better-auth: ${message}`);
        } else logger[level]({ err: args.find((a) => a instanceof Error), details: args.filter((a) => !(a instanceof Error)) }, `better-auth: ${message}`);
      },
    },
    plugins: [
      ...linkedInPlugins(config.linkedin),
      // Recovery codes are stored encrypted with the app's secret; "trust this device" is not offered.
      twoFactor({ issuer: "RadBridge", backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: "encrypted" } }),
    ],
    user: { validateUserInfo: linkedInUserPolicy },
    account: {
      encryptOAuthTokens: true,
      // An existing account is linked to LinkedIn only when LinkedIn says the e-mail is verified
      // (and the account's own address is confirmed); LinkedIn is deliberately not a trusted provider.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true, allowDifferentEmails: false },
    },
    session: SESSION_TIMES,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => send(mails.resetPassword(user.email, url)),
      onPasswordReset: async ({ user }) => {
        await db.transaction(async (tx) => {
          await enqueueMail(tx, mails.passwordChanged(user.email));
          await recordUserEvent(tx, user.id, "password_reset");
        });
        mailer.kick();
      },
      onExistingUserSignUp: async ({ user }) => send(mails.existingAccount(user.email, config.appUrl)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => send(mails.verifyEmail(user.email, user.name, url)),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": rule,
        "/sign-up/email": rule,
        "/request-password-reset": rule,
        "/reset-password": rule,
        "/send-verification-email": rule,
        "/two-factor/*": rule,
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A password sign-in that still needs its second factor makes a session that is dropped at once: the one
          // made when the code is given is the sign-in.
          after: async (created, context) => {
            if (context?.path === "/sign-in/email" && (await hasTwoFactor(db, created.userId))) return;
            if (await noteSignIn(db, config.appUrl, created)) mailer.kick();
          },
        },
      },
      user: {
        create: {
          after: async (user) => {
            // The profile and the "Signed up" event commit together; the new user is the actor.
            await db.transaction(async (tx) => {
              await createProfileFor(tx, { userId: user.id, name: user.name, email: user.email });
              const snapshot = { email: user.email, name: user.name, role: "basic" as const, providerId: null };
              await recordEvent(tx, { userId: user.id, role: "basic", email: user.email }, signedUpEvent(user.id, snapshot));
            });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
