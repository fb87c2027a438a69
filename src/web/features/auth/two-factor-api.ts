import { post } from "@/web/api/client";

/** Signing in's second step (after the password): a code from the authenticator app... */
export const verifyTotp = (body: { code: string }) => post("/api/auth/two-factor/verify-totp", body);
/** ...or one of the recovery codes, each working once. */
export const verifyRecoveryCode = (body: { code: string }) => post("/api/auth/two-factor/verify-backup-code", body);
