import { UserRound } from "lucide-react";
import type { Role } from "@/shared/policy/roles";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { RoleBadge } from "./role-badge";

/** The user menu's button: the signed-in user's name and role. */
export function UserMenuButton({ displayName, userRole, ...props }: Omit<ButtonProps, "role"> & { displayName: string; userRole: Role | null }) {
  return (
    <Button variant="ghost" className="gap-2" aria-label={`User menu: ${displayName}, ${userRole ?? "basic"}`} {...props}>
      <UserRound aria-hidden="true" />
      <span className="hidden max-w-40 truncate sm:inline">{displayName}</span>
      <RoleBadge role={userRole} />
    </Button>
  );
}
