import { countryName, turnaroundLabel } from "@/shared/reference";
import { ShieldCheck } from "lucide-react";
import { Badge } from "@/web/components/ui/badge";
import type { RequestStatus } from "@/shared/contracts/requests";
import type { RequestView } from "@/shared/contracts/request-views";

export { budgetText } from "./request-logic";

/** The real status of a request (PRODUCT.md #6). */
export function RequestStatusBadge({ status, className }: { status: RequestStatus | undefined; className?: string }) {
  if (!status) return null;
  return (
    <Badge variant={status === "OPEN" ? "success" : "secondary"} className={className}>
      {status}
    </Badge>
  );
}

/** Marks a request that only providers with a verified licence in its country may apply to (issue 16). */
export function LicenceRequiredBadge({ country, className }: { country: string; className?: string }) {
  return (
    <Badge variant="outline" className={className} title={`A verified licence for ${countryName(country)} is required to apply`}>
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      Licence required
    </Badge>
  );
}

/** The request cards' overflow badge: "+2 more". */
export const moreLabel = (n: number) => `+${n} more`;

export function turnaroundText(value: string | null | undefined): string {
  return turnaroundLabel(value) || "Not specified";
}

/** The date a request was posted: postedDate, else createdAt. */
export const postedAt = (r: Pick<RequestView, "postedDate" | "createdAt">) => r.postedDate || r.createdAt;

/** Tomorrow as yyyy-mm-dd, the earliest deadline a date input may pick. */
export const tomorrowIso = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
