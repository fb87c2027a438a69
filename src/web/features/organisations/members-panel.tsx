import { useQuery } from "@tanstack/react-query";
import type { Member, MemberPage } from "@/shared/contracts/organisations";
import { can, type OrganisationKind } from "@/shared/policy/organisations";
import { isAdmin } from "@/shared/policy/roles";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { Pagination, pageCountOf } from "@/web/components/pagination";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { formatDate, totalQualifier, totalText } from "@/web/lib/utils";
import { AddMemberForm } from "./add-member-form";
import { organisationQueries } from "./api";
import { MemberRoleBadge } from "./labels";
import { LeaveButton, MemberRoleSelect, RemoveMemberButton } from "./member-actions";
import { DataTable, NarrowList, td } from "@/web/components/data-table";

interface Props {
  organisationId: string;
  organisationName: string;
  kind: OrganisationKind;
  page: number;
  onPage: (page: number) => void;
}

/** The role: a select for those who manage the organisation, a badge for everyone else. */
function RoleCell({ member, manage, ...org }: { member: Member; manage: boolean; organisationId: string; kind: OrganisationKind }) {
  return manage ? <MemberRoleSelect organisationId={org.organisationId} kind={org.kind} member={member} /> : <MemberRoleBadge role={member.role} />;
}

/** Leave for oneself; Remove for the others, for those who manage the organisation. */
function Actions({ member, me, manage, organisationId, organisationName }: { member: Member; me: string | null; manage: boolean; organisationId: string; organisationName: string }) {
  if (member.userId === me) return <LeaveButton organisationId={organisationId} organisationName={organisationName} userId={member.userId} />;
  if (manage) return <RemoveMemberButton organisationId={organisationId} organisationName={organisationName} member={member} />;
  return null;
}

function Name({ member, me }: { member: Member; me: string | null }) {
  return (
    <span className="font-medium">
      {member.name || <span className="text-muted-foreground">No name</span>}
      {member.userId === me && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
    </span>
  );
}

function MemberRows({ page, manage, me, organisationId, organisationName, kind }: { page: MemberPage; manage: boolean; me: string | null } & Omit<Props, "page" | "onPage">) {
  const org = { organisationId, kind };
  const actions = { me, manage, organisationId, organisationName };
  return (
    <>
      <NarrowList label="Members">
        {page.data.map((m) => (
          <li key={m.userId} className="grid gap-2 py-3 text-sm">
            <div className="min-w-0">
              <Name member={m} me={me} />
              <div className="break-all text-muted-foreground">{m.email}</div>
              <div className="text-xs text-muted-foreground">Joined {formatDate(m.joinedAt)}</div>
            </div>
            <RoleCell member={m} manage={manage} {...org} />
            <div>
              <Actions member={m} {...actions} />
            </div>
          </li>
        ))}
      </NarrowList>
      <DataTable wideOnly caption="Members, in the order they joined" columns={["Name", "E-mail", "Role", "Joined", { label: "Actions", srOnly: true }]}>
        {page.data.map((m) => (
          <tr key={m.userId}>
            <td className={td}>
              <Name member={m} me={me} />
            </td>
            <td className={`${td} break-all`}>{m.email}</td>
            <td className={td}>
              <RoleCell member={m} manage={manage} {...org} />
            </td>
            <td className={`${td} whitespace-nowrap`}>{formatDate(m.joinedAt)}</td>
            <td className={`${td} text-right`}>
              <Actions member={m} {...actions} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}

/**
 * The Members tab: who belongs to the organisation, with their roles. Owners (and admins) change roles and remove
 * members; every member may leave. Admins also add an existing account here.
 */
export function MembersPanel({ organisationId, organisationName, kind, page, onPage }: Props) {
  const { actor } = useAuth();
  const query = useQuery(organisationQueries.members(organisationId, page));
  const manage = can(actor, "organisation.manage", organisationId);
  const data = query.data;
  const me = actor.userId;
  const soleOwner = data && data.owners <= 1 && data.data.some((m) => m.userId === me && m.role === "owner");

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="members-heading">
            Members
          </CardTitle>
          <CardDescription>
            {manage ? "Change a member's role or remove them. Invite new members under Invitations." : "Everyone who acts for this organisation, and their roles."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {query.isError && !data ? (
            <LoadError message={errorMessage(query.error, "The members could not be loaded.")} onRetry={() => void query.refetch()} />
          ) : !data ? (
            <SkeletonRows label="Loading members" count={3} rowClassName="h-12" />
          ) : (
            <>
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                {totalText(data)} member(s), {data.owners} owner(s)
              </p>
              {data.data.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No members on this page.</p>
              ) : (
                <MemberRows page={data} manage={manage} me={me} organisationId={organisationId} organisationName={organisationName} kind={kind} />
              )}
              {soleOwner && (
                <p className="mt-4 rounded-md border bg-muted/40 px-3 py-2 text-sm text-muted-foreground">
                  You are the only Owner: make another member an Owner before you leave or change your own role.
                </p>
              )}
              <Pagination label="Member pages" className="justify-between pt-4" page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} qualifier={totalQualifier(data)} hasNext={data.hasNext} onPageChange={onPage} />
            </>
          )}
        </CardContent>
      </Card>
      {isAdmin(actor) && <AddMemberForm organisationId={organisationId} kind={kind} />}
    </div>
  );
}
