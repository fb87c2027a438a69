import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import type { AccountSession, RecoveryCodeInput, TwoFactorCodeInput, TwoFactorPasswordInput, TwoFactorSetup } from "@/shared/contracts/security";
import type { Organisation } from "@/shared/contracts/organisations";
import { del, get, patch, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";

const root = queryRoots.security;

/** The signed-in user's sessions (issue 34 §3), fresh each time the profile opens. */
export const securityQueries = {
  sessions: (viewer: string) =>
    queryOptions({ queryKey: [...root, "sessions", viewer] as const, queryFn: () => get<{ data: AccountSession[] }>("/api/me/sessions"), staleTime: 0 }),
};

export const signOutSession = (id: string) => del<void>(`/api/me/sessions/${encodeURIComponent(id)}`);
export const signOutOtherSessions = () => post<{ ended: number }>("/api/me/sessions/sign-out-others");

type Password = z.input<typeof TwoFactorPasswordInput>;
/** better-auth's two-factor endpoints, each body the contract the server checks (issue 34 §1). */
export const startTwoFactor = (body: Password) => post<TwoFactorSetup>("/api/auth/two-factor/enable", body);
export const verifyTotp = (body: z.input<typeof TwoFactorCodeInput>) => post("/api/auth/two-factor/verify-totp", body);
export const verifyRecoveryCode = (body: z.input<typeof RecoveryCodeInput>) => post("/api/auth/two-factor/verify-backup-code", body);
export const turnOffTwoFactor = (body: Password) => post("/api/auth/two-factor/disable", body);
export const newRecoveryCodes = (body: Password) => post<{ backupCodes: string[] }>("/api/auth/two-factor/generate-backup-codes", body);

/** An organisation's "Require two-factor authentication" (its Owners). */
export const requireTwoFactor = (organisationId: string, on: boolean) =>
  patch<Organisation>(`/api/organisations/${encodeURIComponent(organisationId)}/settings`, { requireTwoFactor: on });
