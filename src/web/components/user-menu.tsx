import { useNavigate } from "@tanstack/react-router";
import { BarChart3, Building2, FileSignature, LogOut, Plus, Settings } from "lucide-react";
import { toast } from "sonner";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import { MEMBER_ROLE_LABELS } from "@/shared/policy/organisations";
import type { Role } from "@/shared/policy/roles";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useSwitchOrganisation } from "@/web/features/organisations";
import { useAuth, useSignOut } from "@/web/lib/use-auth";
import { RoleBadge } from "./role-badge";
import { UserMenuButton } from "./user-menu-button";

const KIND_NAMES = { hospital: "Hospital", provider: "Provider" } as const;

/**
 * The organisations the user belongs to, the one they act for checked: choosing another switches the whole app to
 * it. "Organisation" and "Contracts" open its pages. A hospital account without one is offered to create it; others see nothing.
 */
function OrganisationItems({ role }: { role: Role | null }) {
  const { memberships, organisation } = useAuth();
  const navigate = useNavigate();
  const switchTo = useSwitchOrganisation();
  if (memberships.length === 0) {
    if (role !== "hospital") return null;
    return (
      <>
        <DropdownMenuItem onSelect={() => navigate({ to: "/organisation" })}>
          <Plus aria-hidden="true" /> Create your organisation
        </DropdownMenuItem>
        <DropdownMenuSeparator />
      </>
    );
  }
  return (
    <>
      <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">{memberships.length > 1 ? "Acting for (choose to switch)" : "Acting for"}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-label="Acting for"
        value={organisation?.id ?? ""}
        onValueChange={(id) => {
          const to = memberships.find((m) => m.id === id);
          if (to && id !== organisation?.id) switchTo.mutate(to);
        }}
      >
        {memberships.map((m) => (
          <DropdownMenuRadioItem key={m.id} value={m.id} disabled={switchTo.isPending}>
            <span className="grid min-w-0">
              <span className="truncate">{m.name}</span>
              <span className="text-xs text-muted-foreground">
                {KIND_NAMES[m.kind]} · {MEMBER_ROLE_LABELS[m.role]}
              </span>
            </span>
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
      <DropdownMenuItem onSelect={() => navigate({ to: "/organisation" })}>
        <Building2 aria-hidden="true" /> Organisation
      </DropdownMenuItem>
      <DropdownMenuItem onSelect={() => navigate({ to: "/contracts" })}>
        <FileSignature aria-hidden="true" /> Contracts
      </DropdownMenuItem>
      <DropdownMenuSeparator />
    </>
  );
}

/**
 * The signed-in user's menu; loaded only once someone is signed in. `defaultOpen`: it was asked for before it
 * loaded; `autoFocus`: its stand-in button had focus.
 */
export function UserMenu({
  displayName,
  email,
  role,
  defaultOpen,
  autoFocus,
}: {
  displayName: string;
  email: string;
  role: Role | null;
  defaultOpen?: boolean;
  autoFocus?: boolean;
}) {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { organisation } = useAuth();

  async function handleSignOut() {
    const result = await signOut();
    if (result === "ok") toast.success(AUTH_MESSAGES.signOutSuccess);
    else toast.warning(AUTH_MESSAGES.signOutWarning);
    navigate({ to: "/" });
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton displayName={displayName} userRole={role} organisationName={organisation?.name} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="truncate">{displayName}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          <span>
            <RoleBadge role={role} />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <OrganisationItems role={role} />
        <DropdownMenuItem onSelect={() => navigate({ to: "/dashboard" })}>
          <BarChart3 aria-hidden="true" /> Dashboard
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate({ to: "/profile" })}>
          <Settings aria-hidden="true" /> Profile Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
