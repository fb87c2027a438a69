import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import { ArrowLeft, Building2, CalendarDays, Globe, MapPin, SearchX, } from "lucide-react";
import type * as React from "react";
import { useEffect } from "react";
import type { Provider } from "@/shared/contracts/providers";
import { CountryLabel, } from "@/web/components/country-flag";
import { Page } from "@/web/components/page";
import { Button } from "@/web/components/ui/button";
import { Card, } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { providerQueries } from "./api";
import { ProviderAvatar, ProviderBadges } from "./provider-card";
import { ProviderListError } from "./provider-grid";
import { ProfileAside, ProfileMain } from "./provider-profile-sections";

/** spec §2 "Provider profile": /providers/{slug} and /provider/{slug or id}. */
export function ProviderProfilePage() {
  const { slug } = useParams({ strict: false }) as { slug: string };
  const query = useQuery(providerQueries.detail(slug));
  const title = query.data ? query.data.name : query.data === null ? "Provider Not Found" : "Provider";
  useEffect(() => {
    document.title = `${title} · RadBridge`;
  }, [title]);

  if (query.isPending) return <ProfileSkeleton />;
  if (query.error)
    return (
      <Page>
        <ProviderListError error={query.error} onRetry={() => query.refetch()} />
      </Page>
    );
  if (!query.data) return <ProviderNotFound />;
  return <Profile p={query.data} />;
}

function BackLink() {
  return (
    <Link to="/providers" className="mb-6 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to providers
    </Link>
  );
}

function Profile({ p }: { p: Provider }) {
  const regions = p.regionsServed.length;
  return (
    <Page>
      <BackLink />
      <Card className="mb-6 overflow-hidden">
        <div className="h-20 bg-gradient-to-r from-sky-600 via-cyan-600 to-emerald-500 sm:h-24" />
        <div className="flex flex-col gap-4 px-6 pb-6 sm:flex-row sm:items-end">
          <ProviderAvatar provider={p} className="-mt-10 size-20 border-4 border-background bg-background text-2xl shadow-sm" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{p.name}</h1>
              <ProviderBadges provider={p} />
            </div>
            <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
              <Fact icon={MapPin} label="Headquarters">
                <CountryLabel code={p.hqCountry} />
              </Fact>
              {p.established && (
                <Fact icon={CalendarDays} label="Established">
                  Established {p.established}
                </Fact>
              )}
              <Fact icon={Globe} label="Regions served">
                {regions} region{regions === 1 ? "" : "s"} served
              </Fact>
            </dl>
          </div>
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <ProfileMain p={p} />
        <ProfileAside p={p} />
      </div>
    </Page>
  );
}

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-1.5">
      <dt className="sr-only">{label}</dt>
      <Icon aria-hidden="true" className="size-4" />
      <dd>{children}</dd>
    </div>
  );
}

function ProviderNotFound() {
  return (
    <Page className="flex flex-1 flex-col items-center justify-center gap-4 py-24 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted-foreground" />
      <h1 className="text-2xl font-semibold">Provider Not Found</h1>
      <p className="text-muted-foreground">The provider profile you're looking for doesn't exist.</p>
      <Button asChild>
        <Link to="/providers">
          <Building2 aria-hidden="true" /> Browse providers
        </Link>
      </Button>
    </Page>
  );
}

function ProfileSkeleton() {
  return (
    <Page aria-busy="true">
      <span className="sr-only" role="status">
        Loading provider
      </span>
      <Skeleton className="mb-6 h-4 w-32" />
      <Card className="mb-6 overflow-hidden">
        <Skeleton className="h-24 rounded-none" />
        <div className="flex items-end gap-4 px-6 pb-6">
          <Skeleton className="-mt-10 size-20 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-7 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </div>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
        <div className="space-y-6">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      </div>
    </Page>
  );
}

