import { type AdminApplicationsQuery, type AdminProfilesQuery, type AdminRequestsQuery, ROLE_MESSAGES, type RoleAssignment } from "@/shared/contracts/admin";
import { pageOf } from "@/shared/contracts/common";
import { type Actor, MESSAGES } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import { Conflict, Invalid, NotFound } from "../../errors";
import { changesBetween, recordEvent } from "../events/record";
import { recordOrganisationEvent } from "../organisations/service";
import { listApplications } from "./applications-repo";
import { assignRole, countAll, findProfileByUserId, listProfiles } from "./repo";
import { listRequests } from "./requests-repo";

/** The admin area's services; its routes let only admins through (the adminOnly guard). */

const offsetOf = (page: number, pageSize: number) => (page - 1) * pageSize;

export async function getStats(ctx: ServiceContext, _actor: Actor) {
  return countAll(ctx.db);
}

export async function getProfiles(ctx: ServiceContext, _actor: Actor, query: AdminProfilesQuery) {
  const { rows, count } = await listProfiles(ctx.db, { q: query.q || undefined, role: query.role }, query.pageSize + 1, offsetOf(query.page, query.pageSize));
  return pageOf(rows, count, query.page, query.pageSize);
}

/** Spec §6: telerad needs a provider and makes the user its member; any other role leaves provider organisations. The last admin stays. */
export async function changeRole(ctx: ServiceContext, actor: Actor, { userId, ...input }: RoleAssignment & { userId: string }) {
  if (input.role === "telerad" && !input.providerId) throw new Invalid(ROLE_MESSAGES.providerRequired);
  const providerId = input.role === "telerad" ? (input.providerId ?? null) : null;
  const outcome = await ctx.db.transaction(async (tx) => {
    const result = await assignRole(tx, userId, input.role, providerId);
    if (typeof result === "string") return result;
    const changes = changesBetween(result.before, { role: input.role, providerId });
    if (Object.keys(changes).length > 0) await recordEvent(tx, actor, { entityType: "user", entityId: userId, action: "role_changed", changes });
    const email = (await findProfileByUserId(tx, userId))?.email ?? userId;
    for (const m of result.left) await recordOrganisationEvent(tx, actor, m.organisationId, "removed", { member: { before: email, after: null }, role: { before: m.role, after: null } });
    if (providerId && result.joined)
      await recordOrganisationEvent(tx, actor, providerId, "joined", { member: { before: null, after: email }, role: { before: null, after: result.joined } });
    return "ok";
  });
  if (outcome === "user-missing") throw new NotFound(ROLE_MESSAGES.userNotFound);
  if (outcome === "provider-missing") throw new Invalid(MESSAGES.providerNotFound);
  if (outcome === "last-admin") throw new Conflict(ROLE_MESSAGES.lastAdmin);
  const profile = await findProfileByUserId(ctx.db, userId);
  if (!profile) throw new NotFound(ROLE_MESSAGES.userNotFound);
  return profile;
}

export async function getRequests(ctx: ServiceContext, _actor: Actor, query: AdminRequestsQuery) {
  const { rows, count } = await listRequests(ctx.db, { q: query.q || undefined }, query.pageSize + 1, offsetOf(query.page, query.pageSize));
  return pageOf(rows, count, query.page, query.pageSize);
}

export async function getApplications(ctx: ServiceContext, _actor: Actor, query: AdminApplicationsQuery) {
  const { rows, count } = await listApplications(ctx.db, { q: query.q || undefined, status: query.status }, query.pageSize + 1, offsetOf(query.page, query.pageSize));
  return pageOf(rows, count, query.page, query.pageSize);
}
