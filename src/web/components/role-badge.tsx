import type { Role } from "@/shared/policy/roles";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";

const ROLE_BADGE: Record<Role, BadgeVariant> = { admin: "destructive", telerad: "default", hospital: "outline", basic: "secondary" };

/** The text the badge shows: the role, or "basic" for none (or one it does not know). */
export const roleBadgeText = (role: Role | null): Role => (role && role in ROLE_BADGE ? role : "basic");

export function RoleBadge({ role }: { role: Role | null }) {
  const r = roleBadgeText(role);
  return <Badge variant={ROLE_BADGE[r]}>{r}</Badge>;
}
