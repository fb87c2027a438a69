import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ArrowRight, MapPin, Star } from "lucide-react";
import type { ProviderSummary } from "@/shared/contracts/providers";
import { countryName } from "@/shared/reference/countries";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { formatTat, ProviderAvatar, ProviderBadges, providerQueries, reviewsLabel, shownTurnaround } from "@/web/features/providers";
import { ModalityBadges } from "@/web/components/modality-badges";
import { HomeSection } from "./home-section";

/** "Top Rated Providers": real providers, pinned first, then verified, then rating (PRODUCT.md #5). */
export function FeaturedProviders() {
  const query = useQuery(providerQueries.featured());
  const providers = query.data?.data ?? [];
  return (
    <HomeSection
      id="top-rated"
      title="Top Rated Providers"
      description="Leading teleradiology teams, verified and rated by the hospitals they read for."
      action={
        <Button variant="outline" asChild>
          <Link to="/providers">
            View all providers <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      }
    >
      {query.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-44 rounded-xl" />
          ))}
        </div>
      ) : providers.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          {query.error ? "Providers could not be loaded right now." : "No providers are listed yet."}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {providers.map((p) => (
            <li key={p.id}>
              <FeaturedCard p={p} />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

function FeaturedCard({ p }: { p: ProviderSummary }) {
  return (
    <Card className="group relative flex h-full flex-col gap-3 p-5 transition-all focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:shadow-md">
      <div className="flex items-start gap-3">
        <ProviderAvatar provider={p} />
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold leading-tight" title={p.name}>
            <Link to="/provider/$slug" params={{ slug: p.slug }} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
              {p.name}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            {countryName(p.hqCountry)}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span className="font-semibold">{p.rating.toFixed(1)}</span>
          <span className="text-muted-foreground">({reviewsLabel(p.reviewCount)})</span>
        </span>
        <FeaturedTat p={p} />
      </div>
      <div className="flex flex-wrap gap-1.5">
        <ProviderBadges provider={p} />
      </div>
      <ModalityBadges modalities={p.modalities} limit={3} />
    </Card>
  );
}

/** The median turnaround with where it comes from: measured on the ledger's studies, or stated by the provider. */
function FeaturedTat({ p }: { p: ProviderSummary }) {
  const tat = shownTurnaround(p);
  if (!tat) return null;
  return (
    <span className="text-muted-foreground">
      Median TAT {formatTat(tat.minutes)} <span className="text-xs">({tat.source})</span>
    </span>
  );
}
