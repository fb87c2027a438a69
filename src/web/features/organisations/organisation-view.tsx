import { Link } from "@tanstack/react-router";
import { can, type OrganisationKind } from "@/shared/policy/organisations";
import { cn } from "@/web/lib/utils";
import { useAuth } from "@/web/lib/use-auth";
import { ActivityPanel } from "./activity-panel";
import { ApiKeysPanel } from "./api-keys-panel";
import { InvitationsPanel } from "./invitations-panel";
import { MembersPanel } from "./members-panel";
import { ProfilePanel } from "./profile-panel";
import type { OrganisationSearch, OrganisationTab } from "./routes";

const TAB_LABELS: Record<OrganisationTab, string> = { profile: "Profile", members: "Members", invitations: "Invitations", "api-keys": "API keys", activity: "Activity" };

/** The tabs are links (the URL keeps the tab), as on /admin/credentials. */
function Tabs({ tabs, current }: { tabs: OrganisationTab[]; current: OrganisationTab }) {
  return (
    <nav aria-label="Organisation" className="mb-6 flex gap-1 overflow-x-auto border-b">
      {tabs.map((t) => (
        <Link
          key={t}
          to="."
          search={t === "profile" ? {} : { tab: t }}
          aria-current={t === current ? "page" : undefined}
          className={cn(
            "-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium",
            t === current ? "border-primary text-foreground" : "border-transparent text-muted-foreground hover:text-foreground",
          )}
        >
          {TAB_LABELS[t]}
        </Link>
      ))}
    </nav>
  );
}

/**
 * An organisation's tabs: Profile, Members, Invitations and API keys (for those who manage it) and Activity. The member's page
 * (/organisation) and the admin's (/admin/organisations/{id}) both show it.
 */
export function OrganisationView({
  organisation,
  search,
  onPage,
}: {
  organisation: { id: string; name: string; kind: OrganisationKind };
  search: OrganisationSearch;
  onPage: (page: number) => void;
}) {
  const { actor } = useAuth();
  const manage = can(actor, "organisation.manage", organisation.id);
  const tabs: OrganisationTab[] = manage ? ["profile", "members", "invitations", "api-keys", "activity"] : ["profile", "members", "activity"];
  const wanted: OrganisationTab = search.tab ?? "profile";
  const tab = tabs.includes(wanted) ? wanted : "profile";
  const page = search.page ?? 1;
  const id = organisation.id;
  return (
    <>
      <Tabs tabs={tabs} current={tab} />
      {tab === "profile" && <ProfilePanel organisationId={id} />}
      {tab === "members" && <MembersPanel organisationId={id} organisationName={organisation.name} kind={organisation.kind} page={page} onPage={onPage} />}
      {tab === "invitations" && <InvitationsPanel organisationId={id} kind={organisation.kind} page={page} onPage={onPage} />}
      {tab === "api-keys" && <ApiKeysPanel organisationId={id} />}
      {tab === "activity" && <ActivityPanel organisationId={id} page={page} onPage={onPage} />}
    </>
  );
}
