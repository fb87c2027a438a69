import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Evaluation } from "@/shared/contracts/evaluations";
import { ApiError, errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { evaluationQueries, evaluationReportUrl } from "./api";
import { BidsPart } from "./bids-part";
import { DeclarationForm } from "./declaration-form";
import { DeclarationsList } from "./declarations-list";
import { DecisionsPart } from "./decisions-part";
import { PanelPart } from "./panel-part";

const TITLE_ID = "evaluation-title";

/**
 * The request's evaluation for the members of its organisation (issue 33): the panel, declarations of interest,
 * independent and consensus scores, award decisions with their approval, standstill and challenges, and the report.
 */
export function EvaluationSection({ requestId }: { requestId: string }) {
  const { viewer } = useAuth();
  const query = useQuery(evaluationQueries.evaluation(requestId, viewer));
  // A mail's link to "#evaluation" (the section loads after the page): brought into view once shown.
  const loaded = query.isSuccess;
  useEffect(() => {
    if (loaded && window.location.hash === "#evaluation") document.getElementById("evaluation")?.scrollIntoView();
  }, [loaded]);
  // Refused (a member who may not read it): the page has nothing to show.
  if (query.error instanceof ApiError && (query.error.status === 403 || query.error.status === 404)) return null;
  return (
    <Card id="evaluation" role="region" aria-labelledby={TITLE_ID} className="scroll-mt-20">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle as="h2" id={TITLE_ID} className="text-xl">
              Evaluation
            </CardTitle>
            {query.data && <CardDescription>{summaryOf(query.data)}</CardDescription>}
          </div>
          {query.data && (
            <Button asChild size="sm" variant="outline">
              <a href={evaluationReportUrl(requestId)} download>
                Download evaluation report (PDF)
              </a>
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {query.isPending ? (
          <SkeletonRows label="Loading the evaluation" count={4} rowClassName="h-12" />
        ) : query.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-destructive">{errorMessage(query.error, "Failed to load the evaluation")}</span>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Body evaluation={query.data} />
        )}
      </CardContent>
    </Card>
  );
}

function summaryOf(e: Evaluation): string {
  const panel = e.panel.length === 0 ? "No panel" : `A panel of ${e.panel.length}`;
  const approval = e.approvalRequired ? "awards need a second member's approval" : "awards need no approval";
  const standstill = e.standstillDays === null ? "no standstill" : `a standstill of ${e.standstillDays} ${e.standstillDays === 1 ? "day" : "days"}`;
  return `${panel}; ${approval}; ${standstill}.`;
}

function Body({ evaluation: e }: { evaluation: Evaluation }) {
  return (
    <>
      <PanelPart evaluation={e} />
      {e.you.toDeclare.length > 0 && <DeclarationForm evaluation={e} />}
      {e.declarations.length > 0 && <DeclarationsList evaluation={e} />}
      {e.panel.length > 0 && <BidsPart evaluation={e} />}
      {e.decisions.length > 0 && <DecisionsPart evaluation={e} />}
    </>
  );
}
