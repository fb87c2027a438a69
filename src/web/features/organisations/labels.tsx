import type { InvitationState } from "@/shared/contracts/organisations";
import { MEMBER_ROLE_LABELS, type MemberRole, type OrganisationKind } from "@/shared/policy/organisations";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";

export const KIND_LABELS: Record<OrganisationKind, string> = { hospital: "Hospital", provider: "Teleradiology provider" };
/** For badges and filters, where space is short. */
export const KIND_SHORT_LABELS: Record<OrganisationKind, string> = { hospital: "Hospital", provider: "Provider" };

const STATES: Record<InvitationState, { label: string; variant: BadgeVariant }> = {
  pending: { label: "Pending", variant: "warning" },
  expired: { label: "Expired", variant: "secondary" },
  accepted: { label: "Accepted", variant: "success" },
  revoked: { label: "Revoked", variant: "outline" },
};

export function InvitationStateBadge({ state }: { state: InvitationState }) {
  return <Badge variant={STATES[state].variant}>{STATES[state].label}</Badge>;
}

export function KindBadge({ kind }: { kind: OrganisationKind }) {
  return (
    <Badge variant={kind === "hospital" ? "outline" : "secondary"} className="shrink-0 whitespace-nowrap">
      {KIND_SHORT_LABELS[kind]}
    </Badge>
  );
}

export function MemberRoleBadge({ role }: { role: MemberRole }) {
  return <Badge variant={role === "owner" ? "default" : "outline"}>{MEMBER_ROLE_LABELS[role]}</Badge>;
}
