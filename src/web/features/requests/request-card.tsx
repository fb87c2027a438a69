import { Link } from "@tanstack/react-router";
import { ModalityBadges } from "@/web/components/modality-badges";
import { Building2, CalendarClock, Clock, Lock, Pencil, Trash2, Users } from "lucide-react";
import type { Actor } from "@/shared/policy/roles";
import { countryName } from "@/shared/reference";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { SignUpButtons } from "@/web/components/sign-up-buttons";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { formatDate, formatNumber, relativeTime } from "@/web/lib/utils";
import { REQUEST_MESSAGES } from "@/shared/contracts/requests";
import type { RequestView } from "@/shared/contracts/request-views";
import { CountryFlag, CountryLabel } from "@/web/components/country-flag";
import { budgetText, LicenceRequiredBadge, moreLabel, postedAt, RequestStatusBadge, turnaroundText } from "./request-bits";
import { hospitalHidden } from "./request-logic";


/** A request on the board, as the viewer's role may see it. */
export function RequestCard({ request, actor, onDelete }: { request: RequestView; actor: Actor; onDelete: (request: RequestView) => void }) {
  const telerad = hospitalHidden(actor);
  const posted = postedAt(request);
  const titleId = `request-${request.id}-title`;
  return (
    <Card className="flex flex-col" aria-labelledby={titleId} role="article">
      <CardHeader className="gap-2 pb-3">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold leading-snug">
            <Link to="/requests/$id" params={{ id: request.id }} className="hover:underline focus-visible:underline">
              {request.title}
            </Link>
          </h2>
          <div className="flex shrink-0 flex-col items-end gap-1">
            <RequestStatusBadge status={request.status} />
            {request.licenceRequired && <LicenceRequiredBadge country={request.country} />}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {telerad ? (
            <CountryFlag code={request.country} className="h-4 w-6" />
          ) : (
            <>
              {request.facility && (
                <span className="inline-flex items-center gap-1.5">
                  <Building2 className="size-4" aria-hidden="true" />
                  {request.facility}
                </span>
              )}
              <CountryLabel code={request.country} />
            </>
          )}
          {posted && <span>Posted {relativeTime(posted)}</span>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {request.description && <p className="line-clamp-3 text-sm text-muted-foreground">{request.description}</p>}
        {request.modalities.length > 0 && <ModalityBadges modalities={request.modalities} limit={3} overflow={moreLabel} />}
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-1.5">
            <Users className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">Volume</dt>
            <dd>{request.volumesPerMonth ? `${formatNumber(request.volumesPerMonth)} studies/month` : "Volume not specified"}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <Clock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">Turnaround:</dt>
            <dd>{turnaroundText(request.tatRequirement)}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">Deadline:</dt>
            <dd>{request.deadline ? formatDate(request.deadline) : "Not specified"}</dd>
          </div>
          <div className="flex items-center gap-1.5">
            <dt className="text-muted-foreground">Budget:</dt>
            <dd>{budgetText(request)}</dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter className="flex flex-wrap items-center gap-2">
        <Button asChild size="sm">
          <Link to="/requests/$id" params={{ id: request.id }} aria-label={`View details: ${request.title}`}>
            View Details
          </Link>
        </Button>
        {request.canManage && (
          <>
            <Button asChild size="sm" variant="outline">
              <Link to="/requests/$id/edit" params={{ id: request.id }} aria-label={`Edit ${request.title}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <ConfirmDialog
              title={REQUEST_MESSAGES.deleteConfirm}
              confirmLabel="Delete"
              onConfirm={() => onDelete(request)}
              trigger={
                <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" aria-label={`Delete ${request.title}`}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              }
            />
          </>
        )}
        <span className="ml-auto text-xs text-muted-foreground">
          {request.responseCount} {request.responseCount === 1 ? "response" : "responses"}
        </span>
      </CardFooter>
    </Card>
  );
}

/** Placeholder content behind the anonymous blur: never real data (PRODUCT.md #3). */
const TEASER_PLACEHOLDER = {
  title: "Teleradiology reporting partner wanted",
  facility: "Regional Medical Center",
  description: "We are looking for a teleradiology partner to provide reporting services for our imaging department, with fast turnaround and subspecialty expertise.",
  volume: 2500,
  modalities: ["CT", "MRI", "X-Ray"],
};

/** The anonymous board card: only the country is real; the rest is blurred placeholder text. */
export function AnonymousRequestCard({ country }: { country: string }) {
  const name = countryName(country);
  return (
    <Card className="relative min-h-64 overflow-hidden" role="article" aria-label={`Request in ${name}`}>
      <div aria-hidden="true" className="pointer-events-none select-none blur-sm">
        <CardHeader className="gap-2 pb-3">
          <div className="text-lg font-semibold">{TEASER_PLACEHOLDER.title}</div>
          <div className="text-sm text-muted-foreground">{TEASER_PLACEHOLDER.facility}</div>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="line-clamp-3 text-sm text-muted-foreground">{TEASER_PLACEHOLDER.description}</p>
          <ModalityBadges modalities={TEASER_PLACEHOLDER.modalities} limit={3} overflow={moreLabel} />
          <p className="text-sm">{formatNumber(TEASER_PLACEHOLDER.volume)} studies/month</p>
        </CardContent>
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-background/60 p-6 text-center">
        <CountryLabel code={country} className="rounded-full border bg-background px-3 py-1 text-sm font-medium shadow-sm" />
        <Lock className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Sign up to apply</h2>
        <p className="max-w-sm text-sm text-muted-foreground">Join our platform to apply to requests and access full details.</p>
        <SignUpButtons size="sm" />
      </div>
    </Card>
  );
}

export function RequestCardSkeleton() {
  return (
    <Card className="p-6" data-testid="request-card-skeleton">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/3" />
      <Skeleton className="mt-5 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-4 flex gap-2">
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-16" />
      </div>
    </Card>
  );
}
