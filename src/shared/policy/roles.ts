import type { ActiveMembership } from "./organisations";

export const ROLES = ["basic", "telerad", "hospital", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Who is calling: null role means anonymous (no session). */
export interface Actor {
  userId: string | null;
  role: Role | null;
  /** The active provider organisation's provider (its id), or null. */
  providerId: string | null;
  /** The organisation the user acts for, with their role in it (PRODUCT.md #34); null without one. */
  organisation?: ActiveMembership | null;
  email?: string | null;
  name?: string | null;
  /** Whether the user has two-factor set up; read with the session (issue 34). */
  twoFactorEnabled?: boolean;
}

export const ANONYMOUS: Actor = { userId: null, role: null, providerId: null };

export const isAdmin = (a: Actor) => a.role === "admin";
export const canPostRequests = (a: Pick<Actor, "role">) => a.role === "admin" || a.role === "hospital";
export const isProviderUser = (a: Actor) => a.role === "telerad" && a.providerId !== null;

/** Why an actor may not do something: 401 no user, 403 not allowed, 409 not from the current state; null means allowed. */
export type Refusal = { status: 401 | 403 | 409; message: string } | null;

export function signedInRefusal(actor: Pick<Actor, "userId">): Refusal {
  return actor.userId ? null : { status: 401, message: MESSAGES.notAuthenticated };
}

/** Spec §5: every admin operation is refused to any other role. */
export function adminRefusal(actor: Actor): Refusal {
  return signedInRefusal(actor) ?? (isAdmin(actor) ? null : { status: 403, message: MESSAGES.adminRequired });
}

/** A telerad user with a provider (PRODUCT.md #15: editing the provider's own profile). */
export function providerUserRefusal(actor: Actor): Refusal {
  return signedInRefusal(actor) ?? (isProviderUser(actor) ? null : { status: 403, message: MESSAGES.noProvider });
}

/** Menu links shown to each role (spec §2 Layout). */
export function menuLinks(role: Role | null, providerId: string | null) {
  const links: { to: string; label: string }[] = [{ to: "/providers", label: "Providers" }];
  if (role === "admin" || role === "telerad" || role === "hospital") links.push({ to: "/requests", label: "Requests" });
  if (role === "hospital") links.push({ to: "/requests/new", label: "Create Request" });
  if (role === "admin") links.push({ to: "/admin", label: "Admin Panel" });
  if (role === "telerad" && providerId) {
    links.push({ to: "/provider/me", label: "My Provider" });
    links.push({ to: "/me/applications", label: "My Applications" });
  }
  return links;
}

export const MESSAGES = {
  notAuthenticated: "Not authenticated",
  adminRequired: "Unauthorized: Admin access required",
  adminOrHospitalRequired: "Unauthorized: Admin or Hospital role required",
  ownEditOnly: "Unauthorized: You can only edit your own tenders",
  ownDeleteOnly: "Unauthorized: You can only delete your own tenders",
  providerNotFound: "Provider not found",
  noProvider: "User not associated with a provider",
} as const;
