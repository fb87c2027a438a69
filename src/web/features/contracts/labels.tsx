import { CONTRACT_STATUS_LABELS, type ContractStatus, type VersionStatus } from "@/shared/policy/contracts";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";

const STATUS_VARIANTS: Record<ContractStatus, BadgeVariant> = {
  draft: "outline",
  sent: "warning",
  scheduled: "secondary",
  active: "success",
  ended: "secondary",
  terminated: "destructive",
};

export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className="shrink-0 whitespace-nowrap">
      {CONTRACT_STATUS_LABELS[status]}
    </Badge>
  );
}

const VERSION_STATES: Record<VersionStatus, { label: string; variant: BadgeVariant }> = {
  pending: { label: "Waiting for an answer", variant: "warning" },
  accepted: { label: "Accepted", variant: "success" },
  changes_requested: { label: "Changes requested", variant: "outline" },
  declined: { label: "Declined", variant: "destructive" },
  superseded: { label: "Superseded", variant: "secondary" },
};

export function VersionStatusBadge({ status }: { status: VersionStatus }) {
  return (
    <Badge variant={VERSION_STATES[status].variant} className="shrink-0 whitespace-nowrap">
      {VERSION_STATES[status].label}
    </Badge>
  );
}

/** Beside the next action when the contract waits for the viewer's side. */
export function WaitingForYou() {
  return (
    <Badge variant="warning" className="shrink-0 whitespace-nowrap">
      Waiting for you
    </Badge>
  );
}
