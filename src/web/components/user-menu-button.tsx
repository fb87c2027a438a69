import { UserRound } from "lucide-react";
import type { Role } from "@/shared/policy/roles";
import { Button, type ButtonProps } from "@/web/components/ui/button";
import { RoleBadge, roleBadgeText } from "./role-badge";

/**
 * The button's accessible name: the text it shows, in the order it shows it (the name and the organisation, which a
 * phone hides, then the role badge), so that a speech-input user who says what they see presses it (WCAG 2.5.3);
 * then what it is. "Hannah Hospital, Klinikum Nordstadt, hospital, user menu".
 */
const userMenuLabel = (displayName: string, userRole: Role | null, organisationName?: string | null) =>
  [displayName, organisationName, roleBadgeText(userRole), "user menu"].filter(Boolean).join(", ");

/** The user menu's button: the signed-in user's name and role, and the organisation they act for under the name. */
export function UserMenuButton({
  displayName,
  userRole,
  organisationName,
  ...props
}: Omit<ButtonProps, "role"> & { displayName: string; userRole: Role | null; organisationName?: string | null }) {
  return (
    <Button variant="ghost" className="gap-2" aria-label={userMenuLabel(displayName, userRole, organisationName)} {...props}>
      <UserRound aria-hidden="true" />
      {/* The spaces between the texts keep them words apart for whatever reads the text without its layout. */}
      <span className="hidden flex-col items-start leading-tight sm:flex">
        <span className="max-w-40 truncate">{displayName}</span>{" "}
        {organisationName && <span className="max-w-40 truncate text-xs font-normal text-muted-foreground">{organisationName}</span>}
      </span>{" "}
      <RoleBadge role={userRole} />
    </Button>
  );
}
