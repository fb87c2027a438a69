import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ExternalLink, Plus, Trash2 } from "lucide-react";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { toast } from "sonner";
import type { Provider } from "@/shared/contracts/providers";
import { COUNTRIES } from "@/shared/reference";
import { errorMessage, get } from "@/web/api/client";
import { CheckboxGroup } from "@/web/components/checkbox-group";
import { Page, PageHeader } from "@/web/components/page";
import { usePageTitle } from "@/web/components/page-title";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { LIST_FIELD_OPTIONS } from "@/web/features/providers";

const KEY = ["provider", "me"] as const;

interface FormValues {
  name: string;
  hqCountry: string;
  established: string;
  description: string;
  regionsServed: string[];
  languages: string[];
  modalities: string[];
  priceModels: string[];
  medianTATMinutes: string;
  slaCoverage: string;
  acceptanceRate: string;
  totalCases: string;
  websiteUrl: string;
  linkedinUrl: string;
  logoUrl: string;
  subspecialties: string;
  certifications: string;
  specializations: string;
  timezones: string;
  /** Extra case-study fields (modality, challenge ...) are kept as they are. */
  caseStudies: { id?: string; title: string; description: string; outcome: string; [extra: string]: string | undefined }[];
}

const toForm = (p: Provider): FormValues => ({
  name: p.name,
  hqCountry: p.hqCountry,
  established: p.established ?? "",
  description: p.description,
  regionsServed: p.regionsServed,
  languages: p.languages,
  modalities: p.modalities,
  priceModels: p.priceModels,
  medianTATMinutes: p.medianTATMinutes?.toString() ?? "",
  slaCoverage: p.slaCoverage ?? "",
  acceptanceRate: p.acceptanceRate?.toString() ?? "",
  totalCases: p.totalCases?.toString() ?? "",
  websiteUrl: p.websiteUrl ?? "",
  linkedinUrl: p.linkedinUrl ?? "",
  logoUrl: p.logoUrl ?? "",
  subspecialties: p.subspecialties.join(", "),
  certifications: p.certifications.join(", "),
  specializations: p.specializations.join(", "),
  timezones: p.timezones.join(", "),
  caseStudies: p.caseStudies.map((c) => ({ ...c })),
});

const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter(Boolean);
const num = (s: string) => (s.trim() === "" ? null : Number(s));

function toBody(v: FormValues) {
  return {
    name: v.name,
    hqCountry: v.hqCountry,
    established: v.established || null,
    description: v.description,
    regionsServed: v.regionsServed,
    languages: v.languages,
    modalities: v.modalities,
    priceModels: v.priceModels,
    medianTATMinutes: num(v.medianTATMinutes),
    slaCoverage: v.slaCoverage || null,
    acceptanceRate: num(v.acceptanceRate),
    totalCases: num(v.totalCases),
    websiteUrl: v.websiteUrl || null,
    linkedinUrl: v.linkedinUrl || null,
    logoUrl: v.logoUrl || null,
    subspecialties: list(v.subspecialties),
    certifications: list(v.certifications),
    specializations: list(v.specializations),
    timezones: list(v.timezones),
    caseStudies: v.caseStudies,
  };
}

/** PATCH with the per-field messages the server sends on 400. */
async function saveProvider(body: unknown): Promise<{ ok: true; provider: Provider } | { ok: false; message: string; fields: Record<string, string> }> {
  let res: Response;
  try {
    res = await fetch("/api/provider/me", { method: "PATCH", credentials: "same-origin", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, message: "Network error: please check your connection and try again.", fields: {} };
  }
  const data = (await res.json().catch(() => null)) as { error?: { message?: string; fields?: Record<string, string> } } | Provider | null;
  if (res.ok) return { ok: true, provider: data as Provider };
  const error = (data as { error?: { message?: string; fields?: Record<string, string> } } | null)?.error;
  return { ok: false, message: error?.message ?? "Failed to update provider profile", fields: error?.fields ?? {} };
}

function MyProvider() {
  usePageTitle("My Provider");
  const { providerId } = useAuth();
  const queryClient = useQueryClient();
  const provider = useQuery({ queryKey: KEY, queryFn: () => get<Provider>("/api/provider/me"), enabled: Boolean(providerId) });
  const form = useForm<FormValues>({ values: provider.data ? toForm(provider.data) : undefined });
  const caseStudies = useFieldArray({ control: form.control, name: "caseStudies" });
  const e = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    const result = await saveProvider(toBody(values));
    if (result.ok) {
      queryClient.setQueryData(KEY, result.provider);
      await queryClient.invalidateQueries({ queryKey: ["providers"] });
      toast.success("Provider profile updated successfully");
      return;
    }
    for (const [field, message] of Object.entries(result.fields)) {
      if (Object.hasOwn(values, field.split(".")[0] ?? "")) form.setError(field as keyof FormValues, { message });
    }
    toast.error(result.message);
  });

  if (!providerId) {
    return (
      <Page className="max-w-4xl">
        <PageHeader title="My Provider" />
        <Card className="p-8 text-center text-muted-foreground">User not associated with a provider</Card>
      </Page>
    );
  }
  if (provider.isPending) {
    return (
      <Page className="max-w-4xl">
        <PageHeader title="My Provider" />
        <div role="status" aria-label="Loading provider" className="grid gap-4">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      </Page>
    );
  }
  if (provider.isError) {
    return (
      <Page className="max-w-4xl">
        <PageHeader title="My Provider" />
        <Card role="alert" className="p-8 text-center text-destructive">
          {errorMessage(provider.error, "Failed to load your provider")}
        </Card>
      </Page>
    );
  }

  const p = provider.data;
  const text = (name: keyof FormValues, label: string, opts: { type?: string; hint?: string; placeholder?: string } = {}) => (
    <Field id={`mp-${name}`} label={label} error={e[name]?.message} hint={opts.hint}>
      <Input type={opts.type ?? "text"} placeholder={opts.placeholder} {...fieldProps(`mp-${name}`, e[name]?.message, opts.hint)} {...form.register(name)} />
    </Field>
  );
  const checks = (name: keyof typeof LIST_FIELD_OPTIONS, legend: string, filterable = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup id={`mp-${name}`} legend={legend} options={LIST_FIELD_OPTIONS[name]} value={field.value ?? []} onChange={field.onChange} error={e[name]?.message} filterable={filterable} />
      )}
    />
  );

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="My Provider"
        description="Your provider's public profile in the directory."
        actions={
          <Button asChild variant="outline">
            <Link to="/providers/$slug" params={{ slug: p.slug }}>
              <ExternalLink aria-hidden="true" />
              View public profile
            </Link>
          </Button>
        }
      />
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>Basics</CardTitle>
            <CardDescription>
              {p.verified ? "Verified provider." : "Not verified yet."} Verification, pinning and ratings are managed by RadBridge admins.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {text("name", "Provider Name")}
            <Field id="mp-hqCountry" label="HQ Country" error={e.hqCountry?.message}>
              <NativeSelect {...fieldProps("mp-hqCountry", e.hqCountry?.message)} {...form.register("hqCountry")}>
                {COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.flag} {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {text("established", "Established", { placeholder: "e.g. 2012", hint: "A four-digit year" })}
            {text("medianTATMinutes", "Median Turnaround (minutes)", { type: "number" })}
            <div className="sm:col-span-2">
              <Field id="mp-description" label="Description" error={e.description?.message}>
                <Textarea rows={5} {...fieldProps("mp-description", e.description?.message)} {...form.register("description")} />
              </Field>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Services</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            {checks("modalities", "Modalities")}
            {checks("priceModels", "Pricing Models")}
            {checks("languages", "Languages", true)}
            {checks("regionsServed", "Regions Served", true)}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Performance and links</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {text("slaCoverage", "SLA Coverage", { placeholder: "e.g. 24/7" })}
            {text("acceptanceRate", "Acceptance Rate (%)", { type: "number" })}
            {text("totalCases", "Total Cases", { type: "number" })}
            {text("websiteUrl", "Website URL", { type: "url", placeholder: "https://" })}
            {text("linkedinUrl", "LinkedIn URL", { type: "url", placeholder: "https://www.linkedin.com/company/..." })}
            {text("logoUrl", "Logo URL", { type: "url", placeholder: "https://" })}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Expertise</CardTitle>
            <CardDescription>Separate entries with commas.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            {text("subspecialties", "Subspecialties")}
            {text("certifications", "Certifications")}
            {text("specializations", "Specializations")}
            {text("timezones", "Timezones")}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Case Studies</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-4">
            {e.caseStudies?.message && (
              <p role="alert" className="text-sm text-destructive">
                {e.caseStudies.message}
              </p>
            )}
            {caseStudies.fields.map((f, i) => (
              <fieldset key={f.id} className="grid gap-3 rounded-md border p-4">
                <legend className="px-1 text-sm font-medium">Case study {i + 1}</legend>
                <Field id={`mp-cs-${i}-title`} label="Title" error={e.caseStudies?.[i]?.title?.message}>
                  <Input {...fieldProps(`mp-cs-${i}-title`, e.caseStudies?.[i]?.title?.message)} {...form.register(`caseStudies.${i}.title`)} />
                </Field>
                <Field id={`mp-cs-${i}-description`} label="Description" error={e.caseStudies?.[i]?.description?.message}>
                  <Textarea rows={3} {...fieldProps(`mp-cs-${i}-description`, e.caseStudies?.[i]?.description?.message)} {...form.register(`caseStudies.${i}.description`)} />
                </Field>
                <Field id={`mp-cs-${i}-outcome`} label="Outcome" error={e.caseStudies?.[i]?.outcome?.message}>
                  <Input {...fieldProps(`mp-cs-${i}-outcome`, e.caseStudies?.[i]?.outcome?.message)} {...form.register(`caseStudies.${i}.outcome`)} />
                </Field>
                <div>
                  <Button variant="ghost" size="sm" onClick={() => caseStudies.remove(i)}>
                    <Trash2 aria-hidden="true" />
                    Remove case study {i + 1}
                  </Button>
                </div>
              </fieldset>
            ))}
            <div>
              <Button variant="outline" onClick={() => caseStudies.append({ title: "", description: "", outcome: "" })}>
                <Plus aria-hidden="true" />
                Add case study
              </Button>
            </div>
          </CardContent>
        </Card>

        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => form.reset(toForm(p))} disabled={form.formState.isSubmitting}>
            Discard changes
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Saving..." : "Save Profile"}
          </Button>
        </div>
      </form>
    </Page>
  );
}

export const MyProviderPage = guarded(MyProvider, ["telerad"]);
