import fc from "fast-check";
import { ADMIN, ALL, ids, type Route, text } from "./input-fuzz-routes";

/** Issue 34's routes for the input fuzz: two-factor, the user's sessions, the organisation's two-factor requirement. */

const password = fc.oneof(text, fc.constant(""), fc.constant("x".repeat(129)), fc.constant(null));
const code = fc.oneof(fc.constantFrom("123456", "12345", "1234567", " 12 34 56 ", "abcdef", ""), text, fc.integer());

export const SECURITY_ROUTES: Route[] = [
  { method: "POST", path: "/api/auth/two-factor/enable", who: ALL, body: { password, method: fc.constantFrom("totp", "otp"), issuer: text } },
  { method: "POST", path: "/api/auth/two-factor/verify-totp", who: ALL, body: { code, trustDevice: fc.boolean() } },
  { method: "POST", path: "/api/auth/two-factor/verify-backup-code", who: ["anonymous", "basic"], body: { code, trustDevice: fc.boolean() } },
  { method: "POST", path: "/api/auth/two-factor/disable", who: ALL, body: { password } },
  { method: "POST", path: "/api/auth/two-factor/generate-backup-codes", who: ALL, body: { password } },
  { method: "GET", path: "/api/me/sessions", who: ALL },
  { method: "DELETE", path: "/api/me/sessions/{id}", known: () => [], who: ALL },
  { method: "POST", path: "/api/me/sessions/sign-out-others", who: ["anonymous", "basic"] },
  {
    method: "PATCH",
    path: "/api/organisations/{id}/settings",
    known: () => [ids.organisation],
    who: ["hospital", ...ADMIN],
    body: { requireTwoFactor: fc.oneof(fc.boolean(), fc.constant("true"), fc.constant(null)), awardsNeedApproval: fc.oneof(fc.boolean(), fc.constant(1)) },
  },
];
