import { useNavigate } from "@tanstack/react-router";
import { LogOut, Settings } from "lucide-react";
import { toast } from "sonner";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import type { Role } from "@/shared/policy/roles";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { useSignOut } from "@/web/lib/use-auth";
import { RoleBadge } from "./role-badge";
import { UserMenuButton } from "./user-menu-button";

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

  async function handleSignOut() {
    const result = await signOut();
    if (result === "ok") toast.success(AUTH_MESSAGES.signOutSuccess);
    else toast.warning(AUTH_MESSAGES.signOutWarning);
    navigate({ to: "/" });
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton displayName={displayName} userRole={role} autoFocus={autoFocus} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-1">
          <span className="truncate">{displayName}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{email}</span>
          <span>
            <RoleBadge role={role} />
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
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
