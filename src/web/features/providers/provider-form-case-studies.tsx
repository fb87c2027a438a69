import { Plus, Trash2 } from "lucide-react";
import { type FieldError, get, useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { AreaField, TextField } from "./provider-form-inputs";
import { EMPTY_CASE_STUDY, type ProviderFormValues } from "./provider-form-values";

export function CaseStudiesSection() {
  const { control } = useFormContext<ProviderFormValues>();
  const { errors } = useFormState({ control, name: "caseStudies" });
  const studies = useFieldArray({ control, name: "caseStudies" });
  const listError = (get(errors, "caseStudies") as FieldError | undefined)?.message;

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <div>
          <CardTitle as="h2">Case studies</CardTitle>
          <CardDescription>Title, description and outcome are required for each.</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => studies.append({ ...EMPTY_CASE_STUDY }, { shouldFocus: false })}>
          <Plus aria-hidden="true" /> Add Case Study
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {listError && (
          <p role="alert" className="text-sm text-destructive">
            {listError}
          </p>
        )}
        {studies.fields.length === 0 && <p className="text-sm text-muted-foreground">No case studies yet.</p>}
        {studies.fields.map((study, i) => (
          <fieldset key={study.id} className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">Case study {i + 1}</legend>
            <TextField name={`caseStudies.${i}.title`} label="Title *" />
            <TextField name={`caseStudies.${i}.outcome`} label="Outcome *" />
            <div className="sm:col-span-2">
              <AreaField name={`caseStudies.${i}.description`} label="Description *" rows={2} />
            </div>
            <TextField name={`caseStudies.${i}.modality`} label="Modality" />
            <TextField name={`caseStudies.${i}.subspecialty`} label="Subspecialty" />
            <AreaField name={`caseStudies.${i}.challenge`} label="Challenge" rows={2} />
            <AreaField name={`caseStudies.${i}.solution`} label="Solution" rows={2} />
            <div className="sm:col-span-2">
              <Button variant="ghost" size="sm" className="text-destructive" onClick={() => studies.remove(i)}>
                <Trash2 aria-hidden="true" /> Remove case study {i + 1}
              </Button>
            </div>
          </fieldset>
        ))}
      </CardContent>
    </Card>
  );
}
