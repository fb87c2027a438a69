import { type ApplicationStatus, statusBadgeVariant } from "@/shared/policy/applications";
import { Badge } from "@/web/components/ui/badge";

/** Spec §4 badge styling: SUBMITTED/SHORTLISTED warning, AWARDED success, DECLINED destructive, WITHDRAWN secondary. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={statusBadgeVariant(status)}>{status}</Badge>;
}
