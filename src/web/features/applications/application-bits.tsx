import { APPLICANT_TRANSITIONS, type ApplicationStatus, statusBadgeVariant } from "@/shared/policy/applications";
import { Badge } from "@/web/components/ui/badge";

/** Spec §4 badge styling: SUBMITTED/SHORTLISTED warning, AWARDED success, DECLINED destructive, WITHDRAWN secondary. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={statusBadgeVariant(status)}>{status}</Badge>;
}

/** The applying provider may withdraw while the policy allows it and the request is still open (spec §4, PRODUCT.md #9). */
export const applicantMayWithdraw = (status: ApplicationStatus, requestStatus: "OPEN" | "CLOSED") =>
  APPLICANT_TRANSITIONS[status].includes("WITHDRAWN") && requestStatus === "OPEN";
