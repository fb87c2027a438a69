import type { Application } from "@/shared/contracts/applications";
import type { AmendmentStanding } from "@/shared/policy/amendments";
import { APPLICANT_TRANSITIONS, type ApplicationStatus, statusBadgeVariant } from "@/shared/policy/applications";
import { Badge, type BadgeVariant } from "@/web/components/ui/badge";
import { formatDate } from "@/web/lib/utils";

/** Spec §4 badge styling: SUBMITTED/SHORTLISTED warning, AWARDED success, DECLINED destructive, WITHDRAWN secondary. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={statusBadgeVariant(status)}>{status}</Badge>;
}

/** The applying provider may withdraw while the policy allows it and the request is still open (spec §4, PRODUCT.md #9). */
export const applicantMayWithdraw = (status: ApplicationStatus, requestStatus: "OPEN" | "CLOSED") =>
  APPLICANT_TRANSITIONS[status].includes("WITHDRAWN") && requestStatus === "OPEN";

const STANDINGS: Record<AmendmentStanding, { label: string; variant: BadgeVariant }> = {
  confirmed: { label: "Confirmed", variant: "success" },
  needs_confirmation: { label: "Not confirmed since the amendment", variant: "warning" },
  submitted_after: { label: "Submitted after the amendment", variant: "secondary" },
};

/** For an amended request (owner's table, Compare): whether the bid was confirmed after the last amendment. */
export function AmendmentBadge({ application }: { application: Pick<Application, "amendment" | "status"> }) {
  const amendment = application.amendment;
  if (!amendment || application.status === "WITHDRAWN") return null;
  const { label, variant } = STANDINGS[amendment.standing];
  return (
    <Badge variant={variant} className="w-fit" title={`Request amended ${formatDate(amendment.amendedAt)}`}>
      {label}
    </Badge>
  );
}

/** A bid whose award is proposed and waits for a second member's approval (issue 33 §4). */
export function WaitingForApproval() {
  return (
    <Badge variant="warning" className="w-fit">
      Waiting for approval
    </Badge>
  );
}
