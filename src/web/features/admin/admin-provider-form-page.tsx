import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams } from "@tanstack/react-router";
import { ArrowLeft, Plus, Save, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { fieldErrors } from "@/shared/contracts/common";
import { ProviderCreateSchema, ProviderUpdateSchema } from "@/shared/contracts/provider-fields";
import type { Provider } from "@/shared/contracts/providers";
import { COUNTRIES } from "@/shared/reference/countries";
import { Page, PageHeader } from "@/web/components/page";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Checkbox } from "@/web/components/ui/checkbox";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Spinner } from "@/web/components/ui/spinner";
import { adminKeys, FieldsError, fetchProvider, saveProvider } from "./admin-api";
import { CheckboxGroup } from "@/web/components/checkbox-group";
import { LIST_FIELD_OPTIONS } from "@/web/features/providers";
import { type CaseStudyDraft, draftOf, EMPTY_DRAFT, newCaseStudy, type ProviderDraft, payloadOf } from "./provider-form-state";
import { usePageTitle } from "@/web/components/page-title";

type TextKey = { [K in keyof ProviderDraft]: ProviderDraft[K] extends string ? K : never }[keyof ProviderDraft];


function ProviderForm({ provider }: { provider: Provider | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ProviderDraft>(() => (provider ? draftOf(provider) : EMPTY_DRAFT));
  const [regenerate, setRegenerate] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ProviderDraft>(key: K, value: ProviderDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const setStudy = (key: string, patch: Partial<CaseStudyDraft>) =>
    setDraft((d) => ({ ...d, caseStudies: d.caseStudies.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));

  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) document.getElementById(`pf-${first}`)?.focus();
  }, [errors]);

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof payloadOf> & { slug?: string }) => saveProvider(provider?.id ?? null, body),
    onSuccess: (saved) => {
      toast.success(provider ? "Provider updated successfully" : `Provider created successfully (/providers/${saved.slug})`);
      void client.invalidateQueries({ queryKey: adminKeys.all });
      void client.invalidateQueries({ queryKey: ["providers"] });
      void navigate({ to: "/admin/providers", search: { query: saved.name } });
    },
    onError: (error) => {
      if (error instanceof FieldsError) setErrors(error.fields);
      toast.error(provider ? "Failed to update provider" : "Failed to create provider", { description: error.message });
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = { ...payloadOf(draft), ...(provider && regenerate ? { slug: provider.slug } : {}) };
    const parsed = (provider ? ProviderUpdateSchema : ProviderCreateSchema).safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      toast.error("Please correct the highlighted fields");
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  const text = (key: TextKey, label: string, opts: { type?: string; hint?: string; placeholder?: string; required?: boolean; inputMode?: "numeric" | "decimal" } = {}) => (
    <Field id={`pf-${key}`} label={opts.required ? `${label} *` : label} error={errors[key]} hint={opts.hint}>
      <Input
        {...fieldProps(`pf-${key}`, errors[key], opts.hint)}
        type={opts.type ?? "text"}
        inputMode={opts.inputMode}
        placeholder={opts.placeholder}
        value={draft[key] as string}
        onChange={(e) => set(key, e.target.value)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      {errors._form && (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {errors._form}
        </p>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Basic information</CardTitle>
          {provider && (
            <CardDescription>
              Public address: /providers/{provider.slug}. The slug changes only if you ask for it to be regenerated from the name.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {text("name", "Name", { required: true })}
          <Field id="pf-hqCountry" label="HQ country *" error={errors.hqCountry}>
            <NativeSelect {...fieldProps("pf-hqCountry", errors.hqCountry)} value={draft.hqCountry} onChange={(e) => set("hqCountry", e.target.value)}>
              <option value="">Select a country</option>
              {COUNTRIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.flag} {c.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {provider && (
            <div className="flex items-center gap-2 sm:col-span-2">
              <Checkbox id="pf-regenerate" checked={regenerate} onCheckedChange={(v) => setRegenerate(v === true)} />
              <Label htmlFor="pf-regenerate" className="font-normal">
                Regenerate the slug from the name
              </Label>
            </div>
          )}
          <div className="sm:col-span-2">
            <Field id="pf-description" label="Description" error={errors.description}>
              <Textarea {...fieldProps("pf-description", errors.description)} rows={4} value={draft.description} onChange={(e) => set("description", e.target.value)} />
            </Field>
          </div>
          {text("established", "Established (year)", { inputMode: "numeric", placeholder: "2008" })}
          {text("slaCoverage", "SLA coverage", { placeholder: "24/7" })}
          {text("websiteUrl", "Website URL", { type: "url", placeholder: "https://..." })}
          {text("linkedinUrl", "LinkedIn URL", { type: "url", placeholder: "https://www.linkedin.com/company/..." })}
          {text("logoUrl", "Logo URL", { type: "url", placeholder: "https://..." })}
          <div className="flex flex-wrap items-end gap-6">
            <div className="flex items-center gap-2">
              <Checkbox id="pf-verified" checked={draft.verified} onCheckedChange={(v) => set("verified", v === true)} />
              <Label htmlFor="pf-verified">Verified</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox id="pf-pinned" checked={draft.pinned} onCheckedChange={(v) => set("pinned", v === true)} />
              <Label htmlFor="pf-pinned">Pinned</Label>
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Services</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-6">
          <CheckboxGroup id="pf-modalities" legend="Modalities" options={LIST_FIELD_OPTIONS.modalities} value={draft.modalities} onChange={(v) => set("modalities", v)} error={errors.modalities} />
          <CheckboxGroup id="pf-regionsServed" legend="Regions served" options={LIST_FIELD_OPTIONS.regionsServed} value={draft.regionsServed} onChange={(v) => set("regionsServed", v)} error={errors.regionsServed} filterable />
          <CheckboxGroup id="pf-languages" legend="Languages" options={LIST_FIELD_OPTIONS.languages} value={draft.languages} onChange={(v) => set("languages", v)} error={errors.languages} filterable />
          <CheckboxGroup id="pf-priceModels" legend="Pricing models" options={LIST_FIELD_OPTIONS.priceModels} value={draft.priceModels} onChange={(v) => set("priceModels", v)} error={errors.priceModels} />
          <div className="grid gap-4 sm:grid-cols-2">
            {text("subspecialties", "Subspecialties", { hint: "Separate with commas" })}
            {text("specializations", "Specializations", { hint: "Separate with commas" })}
            {text("certifications", "Certifications", { hint: "Separate with commas" })}
            {text("timezones", "Time zones", { hint: "Separate with commas, e.g. Europe/Berlin" })}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Performance</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {text("medianTATMinutes", "Median turnaround (minutes)", { inputMode: "numeric" })}
          {text("rating", "Rating (0–5)", { inputMode: "decimal" })}
          {text("reviewCount", "Review count", { inputMode: "numeric" })}
          {text("verifiedReviews", "Verified reviews", { inputMode: "numeric" })}
          {text("acceptanceRate", "Acceptance rate (%)", { inputMode: "decimal" })}
          {text("totalCases", "Total cases", { inputMode: "numeric" })}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex-row items-center justify-between gap-2">
          <div>
            <CardTitle>Case studies</CardTitle>
            <CardDescription>Title, description and outcome are required for each.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => set("caseStudies", [...draft.caseStudies, newCaseStudy()])}>
            <Plus aria-hidden="true" /> Add Case Study
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {errors.caseStudies && (
            <p role="alert" className="text-sm text-destructive">
              {errors.caseStudies}
            </p>
          )}
          {draft.caseStudies.length === 0 && <p className="text-sm text-muted-foreground">No case studies yet.</p>}
          {draft.caseStudies.map((c, i) => {
            const id = (f: string) => `pf-caseStudies.${i}.${f}`;
            const err = (f: string) => errors[`caseStudies.${i}.${f}`];
            const input = (f: "title" | "outcome" | "modality" | "subspecialty", label: string) => (
              <Field id={id(f)} label={label} error={err(f)}>
                <Input {...fieldProps(id(f), err(f))} value={c[f]} onChange={(e) => setStudy(c.key, { [f]: e.target.value })} />
              </Field>
            );
            const area = (f: "description" | "challenge" | "solution", label: string) => (
              <Field id={id(f)} label={label} error={err(f)}>
                <Textarea {...fieldProps(id(f), err(f))} rows={2} value={c[f]} onChange={(e) => setStudy(c.key, { [f]: e.target.value })} />
              </Field>
            );
            return (
              <fieldset key={c.key} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
                <legend className="px-1 text-sm font-medium">Case study {i + 1}</legend>
                {input("title", "Title *")}
                {input("outcome", "Outcome *")}
                <div className="sm:col-span-2">{area("description", "Description *")}</div>
                {input("modality", "Modality")}
                {input("subspecialty", "Subspecialty")}
                {area("challenge", "Challenge")}
                {area("solution", "Solution")}
                <div className="sm:col-span-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-destructive"
                    onClick={() => set("caseStudies", draft.caseStudies.filter((x) => x.key !== c.key))}
                  >
                    <Trash2 aria-hidden="true" /> Remove case study {i + 1}
                  </Button>
                </div>
              </fieldset>
            );
          })}
        </CardContent>
      </Card>

      <div className="flex flex-wrap justify-end gap-2">
        <Button asChild variant="outline">
          <Link to="/admin/providers">Cancel</Link>
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" />
          {save.isPending ? "Saving..." : provider ? "Save Changes" : "Create Provider"}
        </Button>
      </div>
    </form>
  );
}

function AdminProviderForm() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const existing = useQuery({ queryKey: adminKeys.provider(id ?? ""), queryFn: () => fetchProvider(id!), enabled: Boolean(id), staleTime: 0, retry: false });
  usePageTitle(id ? "Edit Provider" : "Add Provider");
  const back = (
    <Button asChild variant="outline">
      <Link to="/admin/providers">
        <ArrowLeft aria-hidden="true" /> Back to Providers
      </Link>
    </Button>
  );
  if (id && existing.isPending) return <Spinner />;
  if (id && existing.isError) {
    return (
      <Page className="max-w-lg text-center">
        <h1 className="text-2xl font-bold">Provider Not Found</h1>
        <p className="my-4 text-muted-foreground">{existing.error.message}</p>
        {back}
      </Page>
    );
  }
  return (
    <Page className="max-w-5xl">
      <PageHeader title={id ? "Edit Provider" : "Add Provider"} description={id ? existing.data?.name : "Create a provider for the directory."} actions={back} />
      <ProviderForm key={existing.data?.id ?? "new"} provider={existing.data ?? null} />
    </Page>
  );
}

/** /admin/providers/new and /admin/providers/{id}/edit: admin only. */
export const AdminProviderFormPage = guarded(AdminProviderForm, ["admin"]);
