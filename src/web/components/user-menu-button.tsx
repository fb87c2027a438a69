import { UserRound } from "lucide-react";
import type { Role } from "@/shared/policy/roles";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { RoleBadge } from "./role-badge";

/** The user menu's button: the signed-in user's name and role, and the organisation they act for under the name. */
export function UserMenuButton({
  displayName,
  userRole,
  organisationName,
  ...props
}: Omit<ButtonProps, "role"> & { displayName: string; userRole: Role | null; organisationName?: string | null }) {
  return (
    <Button
      variant="ghost"
      className="gap-2"
      aria-label={`User menu: ${displayName}, ${userRole ?? "basic"}${organisationName ? `, acting for ${organisationName}` : ""}`}
      {...props}
    >
      <UserRound aria-hidden="true" />
      <span className="hidden flex-col items-start leading-tight sm:flex">
        <span className="max-w-40 truncate">{displayName}</span>
        {organisationName && <span className="max-w-40 truncate text-xs font-normal text-muted-foreground">{organisationName}</span>}
      </span>
      <RoleBadge role={userRole} />
    </Button>
  );
}
