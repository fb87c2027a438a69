/**
 * Sign in with LinkedIn through OpenID Connect (spec §7 "Social sign-in", PRODUCT.md #18).
 *
 * better-auth's genericOAuth plugin runs the flow: endpoints and keys come from the
 * issuer's discovery document, the authorization request carries `state` (stored
 * server-side, single use, bound to a signed cookie) and PKCE when the issuer
 * supports it, and the ID token from the token endpoint is verified against the
 * issuer's JWKS (signature, `iss`, `aud`, `exp`/`iat`) before any claim is read.
 * This module adds the LinkedIn specifics and the guards around it; the choices
 * are recorded in docs/decisions/0002-linkedin-sign-in.md.
 */
import type { BetterAuthPlugin, ValidateUserInfoResult, ValidateUserInfoSource } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { type GenericOAuthConfig, type GenericOAuthUserInfo, genericOAuth } from "better-auth/plugins";
import type { Config } from "@/server/config";

export const LINKEDIN = "linkedin";
export const LINKEDIN_SCOPES = ["openid", "profile", "email"];

export const LINKEDIN_MESSAGES = {
  notConfigured: "LinkedIn sign-in is not configured",
  unavailable: "LinkedIn sign-in is unavailable right now: LinkedIn could not be reached. Please try again later.",
  idTokenRefused: "LinkedIn sign-in must go through LinkedIn's own sign-in page.",
  emailNotVerified: "LinkedIn has not verified the e-mail address of this LinkedIn account.",
} as const;

export const discoveryUrlOf = (issuer: string) => `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;

/**
 * The better-auth plugins for LinkedIn. Without a client id and secret only the
 * guard is installed, so pressing a LinkedIn button answers with a clear 400.
 */
export function linkedInPlugins(linkedin: Config["linkedin"]): BetterAuthPlugin[] {
  const { clientId, clientSecret, issuer } = linkedin;
  if (!clientId || !clientSecret) return [linkedInGuard(null)];
  const discoveryUrl = discoveryUrlOf(issuer);
  const provider: GenericOAuthConfig = {
    providerId: LINKEDIN,
    name: "LinkedIn",
    discoveryUrl,
    clientId,
    clientSecret,
    scopes: LINKEDIN_SCOPES,
    prompt: "consent",
    // Decided from the discovery document (see linkedInGuard and pkceSupport).
    pkce: true,
    // Register the provider only when discovery yields an issuer and a JWKS to verify ID tokens with.
    requireIdTokenVerification: true,
    // LinkedIn does not echo the `nonce` in its ID tokens; see the decision record.
    disableIdTokenNonceBinding: true,
    authentication: "post",
    // Identity comes from the verified ID token only, never from an unverified source.
    getUserInfo: async (tokens) => (tokens.idToken ? identityFromClaims(readClaims(tokens.idToken)) : null),
  };
  return [genericOAuth({ config: [provider] }), linkedInGuard({ provider, discoveryUrl })];
}

/**
 * Runs before `POST /api/auth/sign-in/social` for LinkedIn (after genericOAuth's own
 * hook, which retries a discovery that failed at start-up):
 * - not configured: 400 "LinkedIn sign-in is not configured";
 * - a client-submitted ID token: refused, the redirect flow is the only way in;
 * - LinkedIn unreachable: 503 with a clear message.
 * PKCE is decided from the issuer's `code_challenge_methods_supported` at start-up, and
 * again before a sign-in or a callback if that failed, so that every process (several
 * may run behind a load balancer) sends a `code_verifier` exactly when the issuer takes one.
 */
function linkedInGuard(setup: { provider: GenericOAuthConfig; discoveryUrl: string } | null): BetterAuthPlugin {
  let pkceDecided = false;
  const decidePkce = async () => {
    if (pkceDecided || !setup) return pkceDecided;
    const supported = await pkceSupport(setup.discoveryUrl);
    if (supported === null) return false;
    setup.provider.pkce = supported;
    pkceDecided = true;
    return true;
  };
  const unavailable = () => new APIError("SERVICE_UNAVAILABLE", { code: "LINKEDIN_UNAVAILABLE", message: LINKEDIN_MESSAGES.unavailable });
  return {
    id: "linkedin-guard",
    init: async () => {
      await decidePkce();
    },
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-in/social" && (ctx.body as { provider?: unknown } | undefined)?.provider === LINKEDIN,
          handler: createAuthMiddleware(async (ctx) => {
            if (!setup) throw new APIError("BAD_REQUEST", { code: "LINKEDIN_NOT_CONFIGURED", message: LINKEDIN_MESSAGES.notConfigured });
            if ((ctx.body as { idToken?: unknown }).idToken !== undefined)
              throw new APIError("BAD_REQUEST", { code: "ID_TOKEN_NOT_SUPPORTED", message: LINKEDIN_MESSAGES.idTokenRefused });
            if (!ctx.context.socialProviders.some((p) => p.id === LINKEDIN)) throw unavailable();
            if (!(await decidePkce())) throw unavailable();
          }),
        },
        {
          matcher: (ctx) => setup !== null && ctx.path === "/callback/:id" && (ctx.params as { id?: unknown } | undefined)?.id === LINKEDIN,
          handler: createAuthMiddleware(async () => {
            // When LinkedIn cannot be reached the token exchange fails anyway and the
            // member lands on the sign-in page with `invalid_code`.
            await decidePkce();
          }),
        },
      ],
    },
  };
}

/**
 * Whether the issuer supports PKCE with S256, per RFC 8414 §2: an issuer that does not
 * list `code_challenge_methods_supported` does not support PKCE. LinkedIn's web-app
 * token endpoint rejects a `code_verifier` with 401 invalid_client, so it is only
 * sent where the issuer says it is understood. Null when discovery cannot be read.
 */
export async function pkceSupport(discoveryUrl: string): Promise<boolean | null> {
  try {
    const res = await fetch(discoveryUrl, { signal: AbortSignal.timeout(5000), headers: { accept: "application/json" } });
    if (!res.ok) return null;
    const doc = (await res.json()) as { code_challenge_methods_supported?: unknown };
    return Array.isArray(doc.code_challenge_methods_supported) && doc.code_challenge_methods_supported.includes("S256");
  } catch {
    return null;
  }
}

/** The payload of a JWT that genericOAuth has already verified. */
function readClaims(jwt: string): Record<string, unknown> | null {
  const payload = jwt.split(".")[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);

/**
 * Maps LinkedIn's ID token claims to the user: `sub` is the account key, the name and
 * e-mail come from the token, and the e-mail counts as verified only when the token
 * says `email_verified: true`.
 */
export function identityFromClaims(claims: Record<string, unknown> | null): GenericOAuthUserInfo | null {
  const sub = text(claims?.sub);
  if (!claims || !sub) return null;
  const email = text(claims.email)?.toLowerCase();
  const fullName = text(claims.name) ?? ([text(claims.given_name), text(claims.family_name)].filter(Boolean).join(" ") || undefined);
  const name = (fullName ?? email?.split("@")[0] ?? "LinkedIn member").slice(0, 120);
  return {
    id: sub,
    sub,
    email,
    name,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    image: text(claims.picture),
  };
}

/**
 * better-auth `user.validateUserInfo`: a LinkedIn identity whose e-mail LinkedIn has
 * not verified never creates an account (linking one is refused by better-auth itself,
 * as LinkedIn is not a trusted provider). Other sign-in methods are not affected.
 */
export function linkedInUserPolicy(data: { user: { emailVerified?: unknown }; source: ValidateUserInfoSource }): ValidateUserInfoResult | undefined {
  const { user, source } = data;
  if (source.method !== "oauth" || source.oauth?.providerId !== LINKEDIN) return undefined;
  if (source.action === "create-user" && user.emailVerified !== true)
    return { error: "email_not_verified", errorDescription: LINKEDIN_MESSAGES.emailNotVerified };
  return undefined;
}
