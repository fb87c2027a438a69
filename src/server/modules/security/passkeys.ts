import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import type { z } from "zod";
import { type Passkey, type PasskeyRegistrationInput, type PasskeySignInInput, SECURITY_MESSAGES } from "@/shared/contracts/security";
import type { Actor } from "@/shared/policy/roles";
import type { ServiceContext } from "@/server/context";
import { Invalid, NotFound } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { mails } from "@/server/mail/templates";
import { recordEvent } from "../events/record";
import { deviceOf } from "./device";
import { deletePasskey, insertPasskey, notePasskeyUse, passkeyByCredential, passkeysOf, saveChallenge, takeChallenge } from "./passkeys-repo";

/** The relying party is the app's own address (WebAuthn binds each passkey to it). */
const relyingParty = (appUrl: string) => ({ rpID: new URL(appUrl).hostname, origin: new URL(appUrl).origin });

/**
 * Every passkey must verify its user (a PIN, a fingerprint, the device's lock), at registration and at each sign-in: a
 * passkey sign-in asks for no second factor, so possession of the key alone must not be enough (issue 55).
 */
const USER_VERIFICATION = "required";

/** Why a passkey was refused: logged (never the credential), while the caller gets one message whatever went wrong. */
export type PasskeyRefusalReason = "unknown challenge" | "unknown passkey" | "already registered" | "user not verified" | "not verified";

export class PasskeyRefused extends Invalid {
  constructor(
    readonly reason: PasskeyRefusalReason,
    readonly userId: string | null,
  ) {
    super(SECURITY_MESSAGES.passkeyFailed);
  }
}

/** The reason of a failed verification, from @simplewebauthn's error. */
const verificationFailure = (error: unknown): PasskeyRefusalReason => (error instanceof Error && /user verification/i.test(error.message) ? "user not verified" : "not verified");

/** The challenge an answer's clientDataJSON names, or null when it names none. */
function answeredChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === "string" && challenge.length > 0 ? challenge : null;
  } catch {
    return null;
  }
}

export async function listPasskeys(ctx: ServiceContext, actor: Actor): Promise<Passkey[]> {
  return (await passkeysOf(ctx.db, actor.userId as string)).map((p) => ({ id: p.id, name: p.name, createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null }));
}

/** What the browser needs to make a passkey for the user: a fresh challenge, and the passkeys it already has left out. */
export async function registrationOptions(ctx: ServiceContext, actor: Actor): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const userId = actor.userId as string;
  const existing = await passkeysOf(ctx.db, userId);
  const options = await generateRegistrationOptions({
    rpName: "RadBridge",
    rpID: relyingParty(ctx.appUrl).rpID,
    userName: actor.email ?? userId,
    userDisplayName: actor.name ?? actor.email ?? "",
    userID: new TextEncoder().encode(userId),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // Discoverable, so that signing in needs no e-mail address first.
    authenticatorSelection: { residentKey: "required", userVerification: USER_VERIFICATION },
  });
  await saveChallenge(ctx.db, options.challenge, userId);
  return options;
}

/**
 * Verifies the browser's new passkey against the challenge it answered (one of the user's live ones, used up by this
 * answer) and keeps its public key; mailed and recorded with it.
 */
export async function addPasskey(ctx: ServiceContext, actor: Actor, input: z.infer<typeof PasskeyRegistrationInput> & { userAgent?: string }): Promise<Passkey> {
  const userId = actor.userId as string;
  const { userAgent, ...response } = input;
  const answered = answeredChallenge(response.response.clientDataJSON);
  const challenge = answered ? await takeChallenge(ctx.db, { userId, challenge: answered }) : null;
  if (!challenge) throw new PasskeyRefused("unknown challenge", userId);
  const { rpID, origin } = relyingParty(ctx.appUrl);
  const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true }).catch(
    (error: unknown) => {
      throw new PasskeyRefused(verificationFailure(error), userId);
    },
  );
  if (!verified.verified) throw new PasskeyRefused("not verified", userId);
  const { credential } = verified.registrationInfo;
  if (await passkeyByCredential(ctx.db, credential.id)) throw new PasskeyRefused("already registered", userId);
  const row = await ctx.db.transaction(async (tx) => {
    const added = await insertPasskey(tx, {
      userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: deviceOf(userAgent),
    });
    await enqueueMail(tx, mails.passkeyChanged(actor.email as string, "added", added.name, ctx.appUrl));
    await recordEvent(tx, actor, { entityType: "user", entityId: userId, action: "passkey_added", changes: { passkey: { before: null, after: added.name } } });
    return added;
  });
  ctx.mailer.kick();
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: null };
}

export async function removePasskey(ctx: ServiceContext, actor: Actor, { id }: { id: string }): Promise<void> {
  const userId = actor.userId as string;
  await ctx.db.transaction(async (tx) => {
    const gone = await deletePasskey(tx, userId, id);
    if (!gone) throw new NotFound(SECURITY_MESSAGES.passkeyNotFound);
    await enqueueMail(tx, mails.passkeyChanged(actor.email as string, "removed", gone.name, ctx.appUrl));
    await recordEvent(tx, actor, { entityType: "user", entityId: userId, action: "passkey_removed", changes: { passkey: { before: gone.name, after: null } } });
  });
  ctx.mailer.kick();
}

/** A sign-in's challenge, for any passkey of this site (the browser offers the ones it has). */
export async function signInOptions(ctx: ServiceContext): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(ctx.appUrl).rpID, userVerification: USER_VERIFICATION });
  return { challengeId: await saveChallenge(ctx.db, options.challenge, null), options };
}

/** The user a passkey's answer to a live challenge signs in, its user verified; refused with one message whatever went wrong. */
export async function verifyPasskeySignIn(ctx: ServiceContext, input: z.infer<typeof PasskeySignInInput>): Promise<string> {
  const challenge = await takeChallenge(ctx.db, { id: input.challengeId });
  if (!challenge) throw new PasskeyRefused("unknown challenge", null);
  const passkey = await passkeyByCredential(ctx.db, input.credential.id);
  if (!passkey) throw new PasskeyRefused("unknown passkey", null);
  const { rpID, origin } = relyingParty(ctx.appUrl);
  const verified = await verifyAuthenticationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: { id: passkey.credentialId, publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")), counter: passkey.counter, transports: passkey.transports },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    throw new PasskeyRefused(verificationFailure(error), passkey.userId);
  });
  if (!verified.verified) throw new PasskeyRefused("not verified", passkey.userId);
  await notePasskeyUse(ctx.db, passkey.id, verified.authenticationInfo.newCounter);
  return passkey.userId;
}
