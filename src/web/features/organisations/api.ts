import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Page } from "@/shared/contracts/common";
import type { ActivityPage } from "@/shared/contracts/events";
import type { ApiKey, CreatedApiKey } from "@/shared/contracts/studies";
import type {
  AdminOrganisationRow,
  Invitation,
  InvitationInput,
  InvitationLink,
  InvitationPage,
  Member,
  MemberPage,
  Organisation,
  OrganisationInput,
} from "@/shared/contracts/organisations";
import type { MemberRole, OrganisationKind } from "@/shared/policy/organisations";
import { del, get, patch, post, put } from "@/web/api/client";
import { meQuery } from "@/web/lib/me-query";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** The members and invitations tabs show 50 a page (the server's default), the Activity 20, the admin list 20. */
const MEMBERS_PAGE_SIZE = 50;
const INVITATIONS_PAGE_SIZE = 50;
const ACTIVITY_PAGE_SIZE = 20;
const ADMIN_PAGE_SIZE = 20;

const root = queryRoots.organisations;
const orgPath = (id: string) => `/api/organisations/${encodeURIComponent(id)}`;
const memberPath = (id: string, userId: string) => `${orgPath(id)}/members/${encodeURIComponent(userId)}`;
const invitationPath = (id: string, invitationId: string) => `${orgPath(id)}/invitations/${encodeURIComponent(invitationId)}`;
const linkPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** /admin/organisations' search, as its URL keeps it. */
export interface AdminOrganisationsSearch {
  q?: string;
  kind?: OrganisationKind;
  page?: number;
}

/** A paged list keeps showing the previous page while the next loads, and always refetches. */
const paged = { placeholderData: keepPreviousData, staleTime: 0, retry: false } as const;

/** Every organisation query; the key carries the organisation (a member reads only their active one). */
export const organisationQueries = {
  all: root,
  organisation: (id: string) => queryOptions({ queryKey: [...root, id, "profile"] as const, queryFn: () => get<Organisation>(orgPath(id)), staleTime: 0, retry: false }),
  members: (id: string, page: number) =>
    queryOptions({ queryKey: [...root, id, "members", page] as const, queryFn: () => get<MemberPage>(`${orgPath(id)}/members`, { page, pageSize: MEMBERS_PAGE_SIZE }), ...paged }),
  invitations: (id: string, page: number) =>
    queryOptions({
      queryKey: [...root, id, "invitations", page] as const,
      queryFn: () => get<InvitationPage>(`${orgPath(id)}/invitations`, { page, pageSize: INVITATIONS_PAGE_SIZE }),
      ...paged,
    }),
  /** The organisation's API keys (Owners), newest first: never their secrets. */
  apiKeys: (id: string) => queryOptions({ queryKey: [...root, id, "api-keys"] as const, queryFn: () => get<{ data: ApiKey[] }>(`${orgPath(id)}/api-keys`), staleTime: 0, retry: false }),
  activity: (id: string, page: number) =>
    queryOptions({ queryKey: [...root, id, "activity", page] as const, queryFn: () => get<ActivityPage>(`${orgPath(id)}/activity`, { page, pageSize: ACTIVITY_PAGE_SIZE }), ...paged }),
  /** What an invitation link offers: the same for whoever holds it. */
  invitationLink: (token: string) => queryOptions({ queryKey: [...root, "invitation-link", token] as const, queryFn: () => get<InvitationLink>(linkPath(token)), staleTime: 0, retry: false }),
  admin: (search: AdminOrganisationsSearch) =>
    queryOptions({
      queryKey: [...queryRoots.admin, "organisations", search] as const,
      queryFn: () => get<Page<AdminOrganisationRow>>("/api/admin/organisations", { ...search, pageSize: ADMIN_PAGE_SIZE }),
      ...paged,
    }),
};

export const createOrganisation = (body: OrganisationInput) => post<Organisation>("/api/organisations", body);
export const updateOrganisation = (id: string, body: OrganisationInput) => patch<Organisation>(orgPath(id), body);
export const changeMemberRole = (id: string, userId: string, role: MemberRole) => patch<Member>(memberPath(id, userId), { role });
/** Removes a member; the caller's own id leaves the organisation. */
export const removeMember = (id: string, userId: string) => del<void>(memberPath(id, userId));
export const invite = (id: string, body: InvitationInput) => post<Invitation>(`${orgPath(id)}/invitations`, body);
export const resendInvitation = (id: string, invitationId: string) => post<Invitation>(`${invitationPath(id, invitationId)}/resend`);
export const revokeInvitation = (id: string, invitationId: string) => del<void>(invitationPath(id, invitationId));
/** The answer holds the key's secret: shown once, never kept in a query. */
export const createApiKey = (id: string, body: { name: string }) => post<CreatedApiKey>(`${orgPath(id)}/api-keys`, body);
export const revokeApiKey = (id: string, keyId: string) => del<ApiKey>(`${orgPath(id)}/api-keys/${encodeURIComponent(keyId)}`);
export const acceptInvitation = (token: string) => post<{ organisationId: string }>(`${linkPath(token)}/accept`);
export const switchOrganisation = (organisationId: string) => put<void>("/api/me/organisation", { organisationId });
export const addMemberAsAdmin = (id: string, body: InvitationInput) => post<Member>(`/api/admin/organisations/${encodeURIComponent(id)}/members`, body);

/** After a change inside an organisation: its queries, the admin lists (member counts) and `me` (names and roles in the switcher). */
export const refreshOrganisation = (client: QueryClient) => refreshQueries(client, root, queryRoots.admin, meQuery.queryKey);

/**
 * After the organisation the user acts for changed (switched, joined, created, left): `me` first, so the actor is the
 * new one; then answers kept for pages not on screen are dropped and every shown query refetches, since the whole
 * app now acts for the other organisation.
 */
export async function actForNewOrganisation(client: QueryClient) {
  await refreshQueries(client, meQuery.queryKey);
  client.removeQueries({ type: "inactive", predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
  await client.cancelQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
  await client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQuery.queryKey[0] });
}
