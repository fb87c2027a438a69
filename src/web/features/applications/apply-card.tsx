import { useQuery } from "@tanstack/react-query";
import type { InteropFitLine } from "@/shared/policy/interoperability";
import { Suspense } from "react";
import { errorMessage } from "@/web/api/client";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { AwardDecisionCard } from "@/web/features/evaluations";
import { ApplicationSubmittedCard } from "./application-submitted-card";
import { applicationQueries } from "./api";
import { ApplyForm } from "./apply-form";
import { NotEligibleCard } from "./not-eligible-card";

/**
 * Spec §2 "Apply card": the form, or the "Application Submitted" card once the provider has applied, and under it
 * the award decision once one is made (issue 33).
 * `modalities` and `tatRequirement` are the request's: one price box per modality, and the default turnaround commitment.
 */
export function ApplyCard({
  requestId,
  requestStatus,
  modalities,
  tatRequirement,
  eligibility,
  interopFit = [],
  canBid,
}: {
  requestId: string;
  requestStatus: "OPEN" | "CLOSED";
  modalities: string[];
  tatRequirement: string | null;
  /** Whether the provider may apply (a licence-required request); absent means it may. */
  eligibility?: { eligible: boolean; reason: string | null };
  /** The provider's capabilities against the request's interoperability needs (issue 35). */
  interopFit?: InteropFitLine[];
  /** Whether the member's role may apply (Owner, Bidder); a Viewer sees the bid but not the form. */
  canBid: boolean;
}) {
  const mine = useQuery(applicationQueries.mine(requestId));

  if (mine.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your application">
        <CardHeader>
          <Skeleton className="h-6 w-1/2" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-20" />
        </CardContent>
      </Card>
    );
  }

  const application = mine.data?.application;
  if (application)
    return (
      <>
        <ApplicationSubmittedCard mine={{ application, evaluation: mine.data?.evaluation ?? null }} requestStatus={requestStatus} modalities={modalities} />
        <Suspense fallback={null}>
          <AwardDecisionCard requestId={requestId} />
        </Suspense>
      </>
    );
  if (requestStatus !== "OPEN") return null;
  if (eligibility && !eligibility.eligible) return <NotEligibleCard reason={eligibility.reason} />;
  if (!canBid)
    return (
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Apply to this request</h2>
        </CardHeader>
        <CardContent className="text-sm text-muted-foreground">Your role in your provider reads applications only: an Owner or a Bidder applies.</CardContent>
      </Card>
    );
  const loadError = mine.isError ? errorMessage(mine.error, "Failed to load your application") : undefined;
  return <ApplyForm requestId={requestId} modalities={modalities} tatRequirement={tatRequirement} interopFit={interopFit} loadError={loadError} />;
}
