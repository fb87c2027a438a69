import { Award, Clock, ExternalLink, Globe } from "lucide-react";
import { ProviderInteropCard } from "./provider-interop-card";
import type * as React from "react";
import type { Provider } from "@/shared/contracts/providers";
import { CountryLabel, LanguageLabel } from "@/web/components/country-flag";
import { ModalityBadges } from "@/web/components/modality-badges";
import { Badge, cycleColor } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { ReviewsSection } from "@/web/features/reviews";
import { priceModelLabel } from "./format";
import { ProfileCredentials } from "./provider-credentials-section";
import { KeyFigures } from "./provider-key-figures";

/** The profile's main column: about, key figures, modalities, subspecialties, languages, regions, case studies. */
export function ProfileMain({ p }: { p: Provider }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <Section title="About">
        <p className="whitespace-pre-line leading-relaxed text-muted-foreground">{p.description || "No description yet."}</p>
      </Section>

      <KeyFigures p={p} />

      {p.credentials && <ProfileCredentials facts={p.credentials} />}

      <Section title="Modalities">{p.modalities.length ? <ModalityBadges modalities={p.modalities} /> : <None />}</Section>

      {p.subspecialties.length > 0 && (
        <Section title="Subspecialties">
          <TagList items={p.subspecialties} label="Subspecialties" offset={3} />
        </Section>
      )}

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Languages Supported">
          <OutlineList items={p.languages} render={(code) => <LanguageLabel code={code} />} />
        </Section>
        <Section title="Regions Served">
          <OutlineList items={p.regionsServed} render={(code) => <CountryLabel code={code} />} />
        </Section>
      </div>

      {p.caseStudies.length > 0 && <CaseStudies studies={p.caseStudies} />}

      <ReviewsSection slug={p.slug} />
    </div>
  );
}

function CaseStudies({ studies }: { studies: Provider["caseStudies"] }) {
  return (
    <section aria-labelledby="case-studies">
      <h2 id="case-studies" className="mb-3 text-lg font-semibold">
        Case Studies
      </h2>
      <div className="grid gap-4">
        {studies.map((cs) => (
          <Card key={cs.id} className="p-5">
            <h3 className="font-semibold">{cs.title}</h3>
            {(cs.modality || cs.subspecialty) && (
              <div className="mt-2 flex flex-wrap gap-1.5">
                {cs.modality && <Badge variant="secondary">{cs.modality}</Badge>}
                {cs.subspecialty && <Badge variant="secondary">{cs.subspecialty}</Badge>}
              </div>
            )}
            <p className="mt-3 text-sm text-muted-foreground">{cs.description}</p>
            {cs.challenge && (
              <p className="mt-2 text-sm">
                <span className="font-medium">Challenge: </span>
                <span className="text-muted-foreground">{cs.challenge}</span>
              </p>
            )}
            {cs.solution && (
              <p className="mt-1 text-sm">
                <span className="font-medium">Solution: </span>
                <span className="text-muted-foreground">{cs.solution}</span>
              </p>
            )}
            <p className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
              <span className="font-medium">Outcome: </span>
              {cs.outcome}
            </p>
          </Card>
        ))}
      </div>
    </section>
  );
}

/** The profile's side column: how to get in touch, pricing models, certifications and time zones. */
export function ProfileAside({ p }: { p: Provider }) {
  return (
    <aside className="flex flex-col gap-6" aria-label="Contact and pricing">
      <GetStarted p={p} />
      <Card>
        <CardHeader className="pb-3">
          <h2 className="font-semibold leading-tight tracking-tight">Pricing Models</h2>
        </CardHeader>
        <CardContent>
          {p.priceModels.length ? (
            <ul className="flex flex-wrap gap-2">
              {p.priceModels.map((m) => (
                <li key={m}>
                  <Badge variant="secondary" className="text-sm font-normal capitalize">
                    {priceModelLabel(m)}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <None />
          )}
        </CardContent>
      </Card>
      <ProviderInteropCard p={p} />
      {(p.certifications.length > 0 || p.timezones.length > 0) && (
        <Card>
          <CardContent className="flex flex-col gap-5 pt-6">
            {p.certifications.length > 0 && (
              <div>
                <h2 className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
                  <Award aria-hidden="true" className="size-4 text-primary" /> Certifications
                </h2>
                <TagList items={p.certifications} label="Certifications" offset={1} />
              </div>
            )}
            {p.timezones.length > 0 && (
              <div>
                <h2 className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
                  <Clock aria-hidden="true" className="size-4 text-primary" /> Time Zones
                </h2>
                <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
                  {p.timezones.map((tz) => (
                    <li key={tz}>{tz.replace(/_/g, " ")}</li>
                  ))}
                </ul>
              </div>
            )}
          </CardContent>
        </Card>
      )}
    </aside>
  );
}

function GetStarted({ p }: { p: Provider }) {
  const hasLinks = Boolean(p.websiteUrl || p.linkedinUrl);
  return (
    <Card className="border-primary/30 bg-primary/5">
      <CardHeader className="pb-3">
        <h2 className="font-semibold leading-tight tracking-tight">Get Started</h2>
        <CardDescription>
          {hasLinks ? `Contact ${p.name} to discuss coverage, pricing and onboarding.` : `${p.name} has not published a website or LinkedIn page yet.`}
        </CardDescription>
      </CardHeader>
      {hasLinks && (
        <CardContent className="flex flex-col gap-2">
          {p.websiteUrl && (
            <Button asChild>
              <a href={p.websiteUrl} target="_blank" rel="noopener noreferrer">
                <Globe aria-hidden="true" /> Website <ExternalLink aria-hidden="true" className="ml-auto opacity-70" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
          {p.linkedinUrl && (
            <Button variant="outline" asChild>
              <a href={p.linkedinUrl} target="_blank" rel="noopener noreferrer">
                <LinkedInMark /> LinkedIn <ExternalLink aria-hidden="true" className="ml-auto opacity-70" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </Button>
          )}
        </CardContent>
      )}
    </Card>
  );
}

/** LinkedIn's "in" mark (lucide no longer ships brand icons). */
function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}

/** Badges for codes (languages, countries), or "Not specified". */
function OutlineList({ items, render }: { items: string[]; render: (code: string) => React.ReactNode }) {
  if (!items.length) return <None />;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((code) => (
        <li key={code}>
          <Badge variant="outline" className="py-1 text-sm font-normal">
            {render(code)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </Card>
  );
}

function TagList({ items, label, offset = 0 }: { items: string[]; label: string; offset?: number }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item, i) => (
        <li key={item}>
          <Badge variant="outline" className={cycleColor(i + offset)}>
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

function None() {
  return <p className="text-sm text-muted-foreground">Not specified</p>;
}

