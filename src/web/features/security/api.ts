import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { AccountSession, Passkey, TwoFactorCodeInput, TwoFactorPasswordInput, TwoFactorSetup } from "@/shared/contracts/security";
import type { Organisation } from "@/shared/contracts/organisations";
import { del, get, patch, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

const root = queryRoots.security;

/** The signed-in user's sessions (issue 34 §3), fresh each time the profile opens. */
export const securityQueries = {
  sessions: (viewer: string) =>
    queryOptions({ queryKey: [...root, "sessions", viewer] as const, queryFn: () => get<{ data: AccountSession[] }>("/api/me/sessions"), staleTime: 0 }),
  passkeys: (viewer: string) => queryOptions({ queryKey: [...root, "passkeys", viewer] as const, queryFn: () => get<{ data: Passkey[] }>("/api/me/passkeys"), staleTime: 0 }),
};

/** Adds a passkey: the server's options, the browser's WebAuthn (the device asks its owner), the answer verified by the server. */
export async function addPasskey(): Promise<Passkey> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const optionsJSON = await post<Parameters<typeof startRegistration>[0]["optionsJSON"]>("/api/me/passkeys/registration-options");
  return post<Passkey>("/api/me/passkeys", await startRegistration({ optionsJSON }));
}

export const removePasskey = (id: string) => del<void>(`/api/me/passkeys/${encodeURIComponent(id)}`);

export const signOutSession = (id: string) => del<void>(`/api/me/sessions/${encodeURIComponent(id)}`);
export const signOutOtherSessions = () => post<{ ended: number }>("/api/me/sessions/sign-out-others");

type Password = z.input<typeof TwoFactorPasswordInput>;
/** better-auth's two-factor endpoints, each body the contract the server checks (issue 34 §1). */
export const startTwoFactor = (body: Password) => post<TwoFactorSetup>("/api/auth/two-factor/enable", body);
/** The first code from the app turns two-factor on (the same endpoint signing in's second step uses). */
export const finishTwoFactorSetup = (body: z.input<typeof TwoFactorCodeInput>) => post("/api/auth/two-factor/verify-totp", body);
export const turnOffTwoFactor = (body: Password) => post("/api/auth/two-factor/disable", body);
export const newRecoveryCodes = (body: Password) => post<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", body);

/** An organisation's "Require two-factor authentication" (its Owners). */
export const requireTwoFactor = (organisationId: string, on: boolean) =>
  patch<Organisation>(`/api/organisations/${encodeURIComponent(organisationId)}/settings`, { requireTwoFactor: on });
