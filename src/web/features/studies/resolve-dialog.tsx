import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { ResolveInput, Study } from "@/shared/contracts/studies";
import { ApiError, errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { refreshStudies, resolveStudy } from "./api";
import { CorrectionFields, type CorrectionValues, correctionDefaults, isoOf } from "./correction-fields";
import { priorityName } from "./format";
import { DisputeNote } from "./study-bits";

type Choice = ResolveInput["resolution"];
const CHOICES: { value: Choice; label: string; hint: string }[] = [
  { value: "confirmed", label: "Confirm as recorded", hint: "The study was right: it counts again as it is." },
  { value: "corrected", label: "Correct", hint: "Change what was wrong: the study counts again with the new values." },
];
const FIELDS = ["modality", "priority", "imagesAvailableAt", "preliminaryReportAt", "finalReportAt", "peerReview"] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

const toInput = (choice: Choice, v: CorrectionValues): ResolveInput =>
  choice === "confirmed"
    ? { resolution: "confirmed" }
    : {
        resolution: "corrected",
        study: {
          modality: v.modality,
          priority: priorityName(v.priority),
          imagesAvailableAt: isoOf(v.imagesAvailableAt) ?? "",
          preliminaryReportAt: isoOf(v.preliminaryReportAt),
          finalReportAt: isoOf(v.finalReportAt) ?? "",
          peerReview: v.peerReview || null,
        },
      };

/** Resolving the other side's dispute of a study the viewer's side recorded: confirm it, or correct it. */
export function ResolveDialog({ contractId, study, modalities, tiers }: { contractId: string; study: Study; modalities: string[]; tiers: string[] }) {
  const prefix = useId();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<Choice>("confirmed");
  const form = useForm<CorrectionValues>({ defaultValues: correctionDefaults(study) });
  const rootError = form.formState.errors.root?.message;
  const write = useMutation({
    mutationFn: (values: CorrectionValues) => resolveStudy(contractId, study.id, toInput(choice, values)),
    onSuccess: () => {
      toast.success(choice === "confirmed" ? `Study ${study.reference} confirmed as recorded` : `Study ${study.reference} corrected`);
      setOpen(false);
    },
    onError: (e) => {
      if (e instanceof FieldsError)
        for (const [key, message] of Object.entries(e.fields)) {
          const name = key.replace(/^study\./, "");
          form.setError(isField(name) ? name : "root", { message });
        }
      toast.error(errorMessage(e, "Failed to resolve the dispute"));
      if (e instanceof ApiError && e.status === 409) setOpen(false);
    },
    onSettled: () => refreshStudies(client),
  });
  const submit = form.handleSubmit((values) => {
    if (choice === "corrected" && (!values.imagesAvailableAt || !values.finalReportAt)) {
      if (!values.imagesAvailableAt) form.setError("imagesAvailableAt", { message: "Enter when the images were available" });
      if (!values.finalReportAt) form.setError("finalReportAt", { message: "Enter when the final report was sent" });
      return;
    }
    write.mutate(values);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setChoice("confirmed");
          form.reset(correctionDefaults(study));
        }
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" aria-label={`Resolve study ${study.reference}`}>
          <CircleCheck aria-hidden="true" /> Resolve
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogTitle>Resolve the dispute of study {study.reference}</DialogTitle>
        <DialogDescription asChild>
          <div className="grid gap-2">
            <DisputeNote study={study} />
          </div>
        </DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Resolution</legend>
            <RadioGroup aria-label="Resolution" value={choice} onValueChange={(v) => setChoice(v as Choice)}>
              {CHOICES.map((c) => (
                <div key={c.value} className="flex items-start gap-2">
                  <RadioGroupItem value={c.value} id={`${prefix}-${c.value}`} aria-describedby={`${prefix}-${c.value}-hint`} className="mt-0.5" />
                  <div className="grid">
                    <Label htmlFor={`${prefix}-${c.value}`} className="font-normal">
                      {c.label}
                    </Label>
                    <span id={`${prefix}-${c.value}-hint`} className="text-xs text-muted-foreground">
                      {c.hint}
                    </span>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          {choice === "corrected" && <CorrectionFields form={form} prefix={prefix} modalities={modalities} tiers={tiers} />}
          {rootError && (
            <p role="alert" className="text-sm text-destructive">
              {rootError}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={write.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={write.isPending}>
              {write.isPending ? "Saving..." : choice === "confirmed" ? "Confirm as recorded" : "Save correction"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
