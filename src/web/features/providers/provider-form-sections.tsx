import type { ReactNode } from "react";
import type { ProviderField } from "@/shared/policy/provider-fields";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { AreaField, ChecksField, CountryField, FlagField, TextField } from "./provider-form-inputs";

/** Whether the editor may change a field: a section shows only those. */
type MayEdit = (field: ProviderField) => boolean;

export function BasicsSection({ may, intro, regenerateSlug }: { may: MayEdit; intro?: ReactNode; regenerateSlug: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Basic information</CardTitle>
        {intro && <CardDescription>{intro}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Provider name *" />
        <CountryField name="hqCountry" label="HQ country *" />
        {regenerateSlug && <FlagField name="regenerateSlug" label="Regenerate the slug from the name" className="flex items-center gap-2 sm:col-span-2" labelClassName="font-normal" />}
        <div className="sm:col-span-2">
          <AreaField name="description" label="Description" rows={4} />
        </div>
        <TextField name="established" label="Established (year)" inputMode="numeric" placeholder="2008" />
        <TextField name="slaCoverage" label="SLA coverage" placeholder="24/7" />
        <TextField name="websiteUrl" label="Website URL" type="url" placeholder="https://..." />
        <TextField name="linkedinUrl" label="LinkedIn URL" type="url" placeholder="https://www.linkedin.com/company/..." />
        <TextField name="logoUrl" label="Logo URL" type="url" placeholder="https://..." />
        {may("verified") && (
          <div className="flex flex-wrap items-end gap-6">
            <FlagField name="verified" label="Verified" />
            <FlagField name="pinned" label="Pinned" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function ServicesSection() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Services</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ChecksField name="modalities" legend="Modalities" />
        <ChecksField name="regionsServed" legend="Regions served" filterable />
        <ChecksField name="languages" legend="Languages" filterable />
        <ChecksField name="priceModels" legend="Pricing models" />
        <ChecksField name="interopCapabilities" legend="Interoperability: how you take images and orders and return reports" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="subspecialties" label="Subspecialties" hint="Separate with commas" />
          <TextField name="specializations" label="Specializations" hint="Separate with commas" />
          <TextField name="certifications" label="Certifications" hint="Separate with commas" />
          <TextField name="timezones" label="Time zones" hint="Separate with commas, e.g. Europe/Berlin" />
        </div>
      </CardContent>
    </Card>
  );
}

export function PerformanceSection({ may }: { may: MayEdit }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Performance</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-3">
        <TextField name="medianTATMinutes" label="Median turnaround (minutes)" inputMode="numeric" />
        {may("rating") && <TextField name="rating" label="Rating (0–5)" inputMode="decimal" />}
        {may("reviewCount") && <TextField name="reviewCount" label="Review count" inputMode="numeric" />}
        {may("verifiedReviews") && <TextField name="verifiedReviews" label="Verified reviews" inputMode="numeric" />}
        <TextField name="acceptanceRate" label="Acceptance rate (%)" inputMode="decimal" />
        <TextField name="totalCases" label="Total cases" inputMode="numeric" />
      </CardContent>
    </Card>
  );
}
