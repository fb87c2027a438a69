import {
  type AdminApplicationsQuery,
  type AdminProfilesQuery,
  type AdminRequestsQuery,
  ROLE_MESSAGES,
  type RoleAssignment,
} from "@/shared/contracts/admin";
import { pageOf } from "@/shared/contracts/common";
import { type Actor, isAdmin, MESSAGES } from "@/shared/policy/roles";
import type { Db } from "../../db/client";
import { Conflict, Forbidden, Invalid, NotAuthenticated, NotFound } from "../../errors";
import { assignRole, countAll, findProfileByUserId, listApplications, listProfiles, listRequests } from "./repo";

/** Every admin operation starts here: 401 signed out, 403 for any role but admin (spec §5). */
export function requireAdmin(actor: Actor): void {
  if (!actor.userId) throw new NotAuthenticated(MESSAGES.notAuthenticated);
  if (!isAdmin(actor)) throw new Forbidden(MESSAGES.adminRequired);
}

const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export async function getStats(db: Db, actor: Actor) {
  requireAdmin(actor);
  return countAll(db);
}

export async function getProfiles(db: Db, actor: Actor, query: AdminProfilesQuery) {
  requireAdmin(actor);
  const { rows, total } = await listProfiles(db, { q: query.q || undefined, role: query.role }, query.pageSize, offsetOf(query.page, query.pageSize));
  return pageOf(rows, total, query.page, query.pageSize);
}

/** Spec §6: telerad needs a provider and sets provider_id; any other role clears it. The last admin stays. */
export async function changeRole(db: Db, actor: Actor, userId: string, input: RoleAssignment) {
  requireAdmin(actor);
  if (input.role === "telerad" && !input.providerId) throw new Invalid(ROLE_MESSAGES.providerRequired);
  const providerId = input.role === "telerad" ? (input.providerId ?? null) : null;
  const outcome = await assignRole(db, userId, input.role, providerId);
  if (outcome === "user-missing") throw new NotFound(ROLE_MESSAGES.userNotFound);
  if (outcome === "provider-missing") throw new Invalid(MESSAGES.providerNotFound);
  if (outcome === "last-admin") throw new Conflict(ROLE_MESSAGES.lastAdmin);
  const profile = await findProfileByUserId(db, userId);
  if (!profile) throw new NotFound(ROLE_MESSAGES.userNotFound);
  return profile;
}

export async function getRequests(db: Db, actor: Actor, query: AdminRequestsQuery) {
  requireAdmin(actor);
  const { rows, total } = await listRequests(db, { q: query.q || undefined }, query.pageSize, offsetOf(query.page, query.pageSize));
  return pageOf(rows, total, query.page, query.pageSize);
}

export async function getApplications(db: Db, actor: Actor, query: AdminApplicationsQuery) {
  requireAdmin(actor);
  const { rows, total } = await listApplications(db, { status: query.status }, query.pageSize, offsetOf(query.page, query.pageSize));
  return pageOf(rows, total, query.page, query.pageSize);
}
