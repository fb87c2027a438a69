import { Link } from "@tanstack/react-router";
import { BadgeCheck, Lock, MapPin, Pin, ShieldCheck, Star } from "lucide-react";
import { useId } from "react";
import type { Provider, ProviderSummary } from "@/shared/contracts/providers";
import { licensedInLine } from "@/shared/policy/credential-facts";
import { countryName } from "@/shared/reference/countries";
import { CountryFlag, CountryLabel } from "@/web/components/country-flag";
import { Badge } from "@/web/components/ui/badge";
import { ModalityBadges } from "@/web/components/modality-badges";
import { SignUpButtons } from "@/web/components/sign-up-buttons";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { cn } from "@/web/lib/utils";
import { CardFigures } from "./card-figures";
import { initials, reviewsLabel, splitShown } from "./format";

/** Spec §9 display limits. */
const REGION_LIMIT = 3;
const MODALITY_LIMIT = 4;

export function ProviderAvatar({ provider, className }: { provider: Pick<Provider, "name" | "logoUrl">; className?: string }) {
  if (provider.logoUrl) return <img src={provider.logoUrl} alt="" className={cn("size-12 shrink-0 rounded-lg border object-cover", className)} />;
  return (
    <div
      aria-hidden="true"
      className={cn("flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-base font-semibold text-primary", className)}
    >
      {initials(provider.name)}
    </div>
  );
}

export function ProviderBadges({ provider }: { provider: Pick<Provider, "verified" | "pinned"> }) {
  return (
    <>
      {provider.verified && (
        <Badge variant="success">
          <BadgeCheck aria-hidden="true" className="size-3.5" /> Verified
        </Badge>
      )}
      {provider.pinned && (
        <Badge variant="warning">
          <Pin aria-hidden="true" className="size-3.5" /> Pinned
        </Badge>
      )}
    </>
  );
}

function RegionFlags({ regions }: { regions: string[] }) {
  const { shown, more } = splitShown(regions, REGION_LIMIT);
  return (
    <ul aria-label="Regions served" className="flex items-center gap-1.5 text-lg">
      {shown.map((code) => (
        <li key={code}>
          <CountryFlag code={code} />
        </li>
      ))}
      {more > 0 && (
        <li className="text-xs font-medium text-muted-foreground" title={regions.slice(REGION_LIMIT).map(countryName).join(", ")}>
          +{more}
        </li>
      )}
    </ul>
  );
}

/** "Licensed in Germany, France": the provider's current verified licence countries (issue 16), when it has any. */
function LicensedInLine({ countries }: { countries: string[] | undefined }) {
  const line = licensedInLine(countries ?? []);
  if (!line) return null;
  return (
    <p className="mt-1 flex items-start gap-1 text-sm text-muted-foreground" data-testid="licensed-in">
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-emerald-600" />
      <span>{line}</span>
    </p>
  );
}

/** Placeholder body shown, blurred, to signed-out visitors (PRODUCT.md #3: the blur never covers real data). */
const TEASER = {
  rating: 4.8,
  reviewCount: 128,
  medianTATMinutes: 30,
  measured: { studies: 1234, medianTatMinutes: 30, withinPercent: 96.5, since: "2025-01-01" },
  regions: ["US", "GB", "DE", "FR", "ES"],
  modalities: ["CT", "MRI", "X-ray", "Ultrasound", "PET"],
  description: "Subspecialty reads around the clock with guaranteed turnaround, integrated with your PACS and RIS.",
};

function CardBody({ p }: { p: Pick<Provider, "rating" | "reviewCount" | "medianTATMinutes" | "measured" | "regionsServed" | "modalities" | "description"> }) {
  return (
    <div className="flex flex-1 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        <span className="inline-flex items-center gap-1">
          <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
          <span className="font-semibold">{p.rating.toFixed(1)}</span>
          <span className="text-muted-foreground">({reviewsLabel(p.reviewCount)})</span>
        </span>
      </div>
      <CardFigures p={p} />
      {p.regionsServed.length > 0 && <RegionFlags regions={p.regionsServed} />}
      {p.modalities.length > 0 && <ModalityBadges modalities={p.modalities} limit={MODALITY_LIMIT} />}
      <p className="line-clamp-2 text-sm text-muted-foreground">{p.description}</p>
    </div>
  );
}

/**
 * A provider in the directory grid (spec §2 "Provider card"). Signed-out visitors get a
 * blurred placeholder body with the "Sign Up Free" / "Sign In" overlay.
 */
export function ProviderCard({ provider, locked = false }: { provider: ProviderSummary; locked?: boolean }) {
  const nameId = useId();
  return (
    <Card
      role="article"
      aria-labelledby={nameId}
      data-testid="provider-card"
      className={cn("flex h-full flex-col gap-4 p-5 transition-shadow hover:shadow-md", provider.verified && "border-emerald-200")}
    >
      <div className="flex items-start gap-3">
        <ProviderAvatar provider={provider} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="line-clamp-2 font-semibold leading-tight" title={provider.name}>
            {provider.name}
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5" />
            <span className="sr-only">Headquarters: </span>
            <CountryLabel code={provider.hqCountry} />
          </p>
          <LicensedInLine countries={provider.licensedIn} />
          <div className="mt-2 flex flex-wrap gap-1.5">
            <ProviderBadges provider={provider} />
          </div>
        </div>
      </div>
      {locked ? (
        <div className="relative flex flex-1 flex-col" data-testid="locked-details">
          <div aria-hidden="true" className="pointer-events-none flex flex-1 select-none flex-col blur-sm">
            <CardBody
              p={{
                rating: TEASER.rating,
                reviewCount: TEASER.reviewCount,
                medianTATMinutes: TEASER.medianTATMinutes,
                measured: TEASER.measured,
                regionsServed: TEASER.regions,
                modalities: TEASER.modalities,
                description: TEASER.description,
              }}
            />
          </div>
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-lg bg-background/60 p-2 text-center">
            <p className="flex items-center gap-1.5 text-sm font-medium">
              <Lock aria-hidden="true" className="size-4" /> Sign up to view
            </p>
            <SignUpButtons size="sm" className="flex-wrap justify-center" />
          </div>
        </div>
      ) : (
        <CardBody p={provider} />
      )}
      <Button variant="outline" className="mt-auto w-full" asChild>
        <Link to="/provider/$slug" params={{ slug: provider.slug }} aria-label={`View Profile: ${provider.name}`}>
          View Profile
        </Link>
      </Button>
    </Card>
  );
}

export function ProviderCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" data-testid="provider-card-skeleton">
      <div className="flex items-start gap-3">
        <Skeleton className="size-12 rounded-lg" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/3" />
        </div>
      </div>
      <Skeleton className="h-3 w-1/2" />
      <div className="flex gap-1.5">
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-12" />
        <Skeleton className="h-5 w-16" />
      </div>
      <Skeleton className="h-3 w-full" />
      <Skeleton className="h-3 w-5/6" />
      <Skeleton className="h-9 w-full" />
    </Card>
  );
}
