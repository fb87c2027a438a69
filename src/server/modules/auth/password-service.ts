import { hashPassword, verifyPassword } from "better-auth/crypto";
import type { z } from "zod";
import type { ChangePasswordInput } from "@/shared/contracts/auth";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "@/server/context";
import { Invalid } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { mails } from "@/server/mail/templates";
import { deleteOtherSessions } from "../security/repo";
import { recordUserEvent } from "./auth-events";
import { passwordProblem } from "./password-policy";
import { lockedPasswordHash, setPasswordHash } from "./password-repo";

/**
 * Changes the signed-in user's password: the new hash, the end of every other session, the mail and the history
 * commit together (issue 34). Hashed the way better-auth hashes (scrypt), so its sign-in checks it.
 */
export async function changePassword(ctx: ServiceContext, actor: Actor, input: z.infer<typeof ChangePasswordInput> & { sessionToken: string }): Promise<void> {
  const userId = actor.userId as string;
  const problem = passwordProblem(input.newPassword, actor.email ?? "");
  if (problem) throw new Invalid(problem);
  const newHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const hash = await lockedPasswordHash(tx, userId);
    if (!hash) throw new Invalid("Your account signs in with LinkedIn and has no password to change");
    if (!(await verifyPassword({ hash, password: input.currentPassword }))) throw new Invalid("Invalid password");
    await setPasswordHash(tx, userId, newHash);
    await deleteOtherSessions(tx, userId, input.sessionToken);
    await enqueueMail(tx, mails.passwordChanged(actor.email as string));
    await recordUserEvent(tx, userId, "password_changed");
  });
  ctx.mailer.kick();
}
