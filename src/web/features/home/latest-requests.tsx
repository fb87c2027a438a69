import { useQuery } from "@tanstack/react-query";
import { ModalityBadges } from "@/web/components/modality-badges";
import { Link } from "@tanstack/react-router";
import { ArrowRight, CalendarClock, Clock, Lock, ScanLine } from "lucide-react";
import { isTeaser, type RequestView } from "@/shared/contracts/request-views";
import { countryName } from "@/shared/reference/countries";
import { turnaroundLabel } from "@/shared/reference/turnaround";
import { CountryLabel } from "@/web/components/country-flag";
import { Badge } from "@/web/components/ui/badge";
import { moreLabel, RequestStatusBadge, requestQueries } from "@/web/features/requests";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { formatNumber, relativeTime } from "@/web/lib/utils";
import { HomeSection } from "./home-section";

const LATEST_COUNT = 6;

/** "Latest Requests": the 6 newest open requests, masked by the server for the viewer's role (PRODUCT.md #5). */
export function LatestRequests() {
  const { viewer, loading } = useAuth();
  const query = useQuery({ ...requestQueries.list({ sort: "newest", status: "OPEN", pageSize: LATEST_COUNT }, viewer), enabled: !loading });
  const items = (query.data?.data ?? []).slice(0, LATEST_COUNT);
  return (
    <HomeSection
      id="latest-requests"
      title="Latest Requests"
      description="Hospitals post imaging work here every day. Providers apply with a price per study."
      action={
        <Button variant="outline" asChild>
          <Link to="/requests">
            View all requests <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {loading || query.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {query.error ? "Requests could not be loaded right now." : "No open requests right now. Check back soon."}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>{isTeaser(item) ? <TeaserCard id={item.id} country={item.country} /> : <RequestCard r={item} />}</li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function RequestCard({ r }: { r: Partial<RequestView> & { id: string; country: string } }) {
  const modalities = r.modalities ?? [];
  const tat = turnaroundLabel(r.tatRequirement);
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <CountryLabel code={r.country} />
        <RequestStatusBadge status={r.status} />
      </div>
      <h3 className="line-clamp-2 font-semibold leading-snug">
        <Link to="/requests/$id" params={{ id: r.id }} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
          {r.title ?? "Imaging request"}
        </Link>
      </h3>
      {r.facility && <p className="-mt-2 truncate text-sm text-muted-foreground">{r.facility}</p>}
      {modalities.length > 0 && <ModalityBadges modalities={modalities} limit={3} overflow={moreLabel} />}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {typeof r.volumesPerMonth === "number" && (
          <span className="inline-flex items-center gap-1">
            <ScanLine aria-hidden="true" className="size-3.5" /> {formatNumber(r.volumesPerMonth)} studies/month
          </span>
        )}
        {tat && (
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" /> {tat}
          </span>
        )}
        {r.postedDate && (
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="size-3.5" /> Posted {relativeTime(r.postedDate)}
          </span>
        )}
      </div>
    </Card>
  );
}

/** Signed-out visitors get the country only; the rest is a blurred placeholder (PRODUCT.md #3, #4). */
function TeaserCard({ id, country }: { id: string; country: string }) {
  return (
    <Card className="relative flex h-full flex-col gap-3 overflow-hidden p-5">
      <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
        <CountryLabel code={country} />
        <Badge variant="success">OPEN</Badge>
      </div>
      <div aria-hidden="true" className="pointer-events-none flex select-none flex-col gap-3 blur-sm">
        <p className="font-semibold">CT and MRI overnight reads for a regional hospital</p>
        <ModalityBadges modalities={["CT", "MRI", "X-ray"]} />
        <p className="text-xs text-muted-foreground">2,500 studies/month · Posted recently</p>
      </div>
      <div className="mt-auto flex items-center justify-between gap-2 border-t pt-3">
        <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
          <Lock aria-hidden="true" className="size-4" /> Sign up to view
        </span>
        <Button size="sm" variant="outline" asChild>
          <Link to="/requests/$id" params={{ id }} aria-label={`View request in ${countryName(country)}`}>
            View
          </Link>
        </Button>
      </div>
    </Card>
  );
}
