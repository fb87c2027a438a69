import type { Role } from "@/shared/policy/roles";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";

const ROLE_BADGE: Record<Role, BadgeVariant> = { admin: "destructive", telerad: "default", hospital: "outline", basic: "secondary" };

export function RoleBadge({ role }: { role: Role | null }) {
  const r = role && role in ROLE_BADGE ? role : "basic";
  return <Badge variant={ROLE_BADGE[r]}>{r}</Badge>;
}
