import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, ArrowRight, Check, Send } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { CreateRequestInput, REQUEST_MESSAGES } from "@/shared/contracts/requests";
import { ApiError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { useAuth } from "@/web/lib/use-auth";
import { cn } from "@/web/lib/utils";
import { createRequest, requestQueries } from "./api";
import { applyIssues, BasicFields, ScopeFields, SlaFields } from "./request-form-fields";
import { EMPTY_REQUEST_FORM, FIELD_STEP, type RequestFormValues, toRequestInput } from "./request-logic";
import { wizardInlineProblems, wizardStepProblem } from "./request-standstill";
import { RequestPreview } from "./request-preview";
import { refreshQueries } from "@/web/lib/refresh-queries";

export const WIZARD_STEPS = [
  { title: "Basic Details", description: "Title, facility, country and a description of the project." },
  { title: "Scope & Requirements", description: "The modalities to be read and the expected monthly volume, optionally by modality." },
  { title: "SLA Requirements", description: "The turnaround you need, how applications are evaluated, and optionally a budget and a response deadline." },
] as const;

/**
 * The create-request wizard (spec §2, §4, §5): three gated steps, a live preview, publish on step 3.
 * `onDone` is where the user goes after success (default /requests); `backTo` is the "Back to Requests" target.
 */
export function RequestWizard({ onDone = "/requests", backTo = "/requests" }: { onDone?: string; backTo?: string }) {
  const [step, setStep] = useState(1);
  const form = useForm<RequestFormValues>({ defaultValues: EMPTY_REQUEST_FORM, mode: "onChange" });
  // The facility starts as the name of the organisation the user acts for while the field is empty (or still holds the
  // name put there for the organisation acted for before a switch); the user may change it.
  const { organisation } = useAuth();
  const facility = organisation?.kind === "hospital" ? organisation.name : undefined;
  const filled = useRef<string | null>(null);
  useEffect(() => {
    const current = form.getValues("facility").trim();
    if (!facility || (current && current !== filled.current)) return;
    filled.current = facility;
    form.setValue("facility", facility, { shouldValidate: true });
  }, [facility]);
  const values = form.watch();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const problem = wizardStepProblem(step, values);
  const go = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const publish = async () => {
    for (const s of [1, 2, 3]) {
      const p = wizardStepProblem(s, values);
      if (p) {
        toast.error(p);
        go(s);
        return;
      }
    }
    const parsed = CreateRequestInput.safeParse(toRequestInput(values));
    if (!parsed.success) {
      const first = applyIssues(form, parsed.error.issues);
      toast.error(REQUEST_MESSAGES.createFailed(parsed.error.issues[0]?.message));
      if (first) go(FIELD_STEP[first]);
      return;
    }
    setSaving(true);
    try {
      await createRequest(parsed.data);
      await refreshQueries(queryClient, requestQueries.all);
      toast.success(REQUEST_MESSAGES.created);
      navigate({ to: onDone });
    } catch (e) {
      toast.error(REQUEST_MESSAGES.createFailed(e instanceof ApiError || e instanceof Error ? e.message : undefined));
      setSaving(false);
    }
  };

  const current = WIZARD_STEPS[step - 1];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <WizardProgress step={step} />
        <Card>
          <CardHeader>
            <h2 ref={headingRef} tabIndex={-1} className="font-semibold leading-tight tracking-tight outline-none">
              Step {step}: {current.title}
            </h2>
            <CardDescription>{current.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (step < 3 && !problem) go(step + 1);
                else if (step === 3) void publish();
              }}
            >
              {step === 1 && <BasicFields form={form} />}
              {step === 2 && <ScopeFields form={form} />}
              {step === 3 && <SlaFields form={form} />}
              {problem && !wizardInlineProblems(values).includes(problem) && (
                <p className="mt-6 text-sm text-muted-foreground" role="status">
                  {problem}
                </p>
              )}
              <div className="mt-6 flex flex-col-reverse gap-3 border-t pt-6 sm:flex-row sm:items-center sm:justify-between">
                <Button asChild variant="ghost">
                  <Link to={backTo}>
                    <ArrowLeft aria-hidden="true" />
                    Back to Requests
                  </Link>
                </Button>
                <div className="flex gap-2">
                  <Button variant="outline" disabled={step === 1 || saving} onClick={() => go(step - 1)}>
                    Previous
                  </Button>
                  {step < 3 ? (
                    <Button type="submit" disabled={problem !== null}>
                      Next
                      <ArrowRight aria-hidden="true" />
                    </Button>
                  ) : (
                    <Button type="submit" disabled={problem !== null || saving}>
                      <Send aria-hidden="true" />
                      {saving ? "Creating..." : "Publish Request"}
                    </Button>
                  )}
                </div>
              </div>
            </form>
          </CardContent>
        </Card>
      </div>
      <div className="lg:sticky lg:top-20 lg:self-start">
        {values.title.trim() ? (
          <RequestPreview values={values} />
        ) : (
          <Card className="border-dashed p-6 text-center text-sm text-muted-foreground">Type a title to see a preview of your request.</Card>
        )}
      </div>
    </div>
  );
}

function WizardProgress({ step }: { step: number }) {
  return (
    <nav aria-label="Progress">
      <div className="mb-4 h-2 overflow-hidden rounded-full bg-muted" role="progressbar" aria-label="Wizard progress" aria-valuemin={1} aria-valuemax={3} aria-valuenow={step} aria-valuetext={`Step ${step} of 3`}>
        <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${(step / 3) * 100}%` }} />
      </div>
      <ol className="grid grid-cols-3 gap-2">
        {WIZARD_STEPS.map((s, i) => {
          const n = i + 1;
          const done = n < step;
          return (
            <li key={s.title} aria-current={n === step ? "step" : undefined} className="flex items-center gap-2">
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold",
                  n === step && "border-primary bg-primary text-primary-foreground",
                  done && "border-primary bg-primary/10 text-primary",
                )}
              >
                {done ? <Check className="size-4" aria-label="Completed" /> : n}
              </span>
              <span className={cn("text-xs font-medium sm:text-sm", n !== step && "text-muted-foreground")}>{s.title}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
