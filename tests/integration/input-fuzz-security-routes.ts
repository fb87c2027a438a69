import fc from "fast-check";
import { ADMIN, ALL, ids, type Route, text } from "./input-fuzz-routes";

/** Issue 34's routes for the input fuzz: two-factor, the user's sessions, the organisation's two-factor requirement. */

const password = fc.oneof(text, fc.constant(""), fc.constant("x".repeat(129)), fc.constant(null));
const b64 = fc.oneof(fc.base64String({ maxLength: 40 }).map((s) => s.replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "")), text);
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
  { method: "GET", path: "/api/me/passkeys", who: ALL },
  { method: "POST", path: "/api/me/passkeys/registration-options", who: ["anonymous", "basic"] },
  {
    method: "POST",
    path: "/api/me/passkeys",
    who: ALL,
    body: { id: b64, rawId: b64, type: fc.constantFrom("public-key", "x"), clientExtensionResults: fc.constant({}), response: fc.record({ clientDataJSON: b64, attestationObject: b64 }) },
  },
  { method: "DELETE", path: "/api/me/passkeys/{id}", known: () => [], who: ALL },
  { method: "POST", path: "/api/auth/passkey/options", who: ["anonymous"] },
  {
    method: "POST",
    path: "/api/auth/passkey/sign-in",
    who: ["anonymous"],
    body: { challengeId: fc.oneof(fc.uuid(), text), credential: fc.record({ id: b64, rawId: b64, type: fc.constant("public-key"), clientExtensionResults: fc.constant({}), response: fc.record({ clientDataJSON: b64, authenticatorData: b64, signature: b64 }) }) },
  },
  {
    method: "PATCH",
    path: "/api/organisations/{id}/settings",
    known: () => [ids.organisation],
    who: ["hospital", ...ADMIN],
    body: { requireTwoFactor: fc.oneof(fc.boolean(), fc.constant("true"), fc.constant(null)), awardsNeedApproval: fc.oneof(fc.boolean(), fc.constant(1)) },
  },
];
