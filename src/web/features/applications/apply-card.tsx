import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { PriceSchema } from "@/shared/contracts/applications";
import { APPLICATION_MESSAGES, NOTE_MAX } from "@/shared/policy/applications";
import { APPLICATION_CURRENCIES, formatMoney } from "@/shared/reference";
import { errorMessage } from "@/web/api/client";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input, NativeSelect, Textarea } from "@/web/components/ui/input";
import { Skeleton } from "@/web/components/ui/skeleton";
import { relativeTime } from "@/web/lib/utils";
import { ApplicationStatusBadge, applicantMayWithdraw } from "./application-bits";
import { applicationQueries, changeApplicationStatus, refreshAfterApplicationChange, submitApplication } from "./api";

const ApplyForm = z.object({
  pricePerCt: z.string().refine((v) => v.trim() !== "" && PriceSchema.safeParse(v).success, APPLICATION_MESSAGES.invalidPrice),
  currency: z.enum(APPLICATION_CURRENCIES),
  note: z.string().max(NOTE_MAX, APPLICATION_MESSAGES.noteTooLong),
});
type ApplyForm = z.infer<typeof ApplyForm>;

/** Spec §2 "Apply card": the form, or the "Application Submitted" card once the provider has applied. */
export function ApplyCard({ requestId, requestStatus }: { requestId: string; requestStatus: "OPEN" | "CLOSED" }) {
  const queryClient = useQueryClient();
  const mine = useQuery(applicationQueries.mine(requestId));
  const form = useForm<ApplyForm>({ resolver: zodResolver(ApplyForm), defaultValues: { pricePerCt: "", currency: "EUR", note: "" } });

  const apply = useMutation({
    mutationFn: (v: ApplyForm) => submitApplication(requestId, { pricePerCt: Number(v.pricePerCt), currency: v.currency, note: v.note.trim() || undefined }),
    onSuccess: () => {
      toast.success("Application submitted successfully!");
      form.reset();
    },
    onError: (e) => toast.error(errorMessage(e, "Failed to submit application")),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });

  const withdraw = useMutation({
    mutationFn: (id: string) => changeApplicationStatus(id, "WITHDRAWN"),
    onSuccess: () => toast.success("Application withdrawn successfully"),
    onError: (e) => toast.error(errorMessage(e, "Failed to withdraw application")),
    onSettled: () => refreshAfterApplicationChange(queryClient),
  });

  if (mine.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your application">
        <CardHeader>
          <Skeleton className="h-6 w-1/2" />
        </CardHeader>
        <CardContent className="grid gap-3">
          <Skeleton className="h-9" />
          <Skeleton className="h-9" />
          <Skeleton className="h-20" />
        </CardContent>
      </Card>
    );
  }

  const application = mine.data?.application;
  if (application) {
    const canWithdraw = applicantMayWithdraw(application.status, requestStatus);
    return (
      <Card>
        <CardHeader>
          <div className="flex items-center justify-between gap-2">
            <CardTitle>Application Submitted</CardTitle>
            <ApplicationStatusBadge status={application.status} />
          </div>
          <CardDescription>Submitted {relativeTime(application.createdAt)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div>
            <p className="text-sm text-muted-foreground">Price per CT</p>
            <p className="text-2xl font-semibold">{formatMoney(application.pricePerCt, application.currency)}</p>
          </div>
          {application.note && (
            <div>
              <p className="text-sm text-muted-foreground">Notes</p>
              <p className="whitespace-pre-line break-words text-sm">{application.note}</p>
            </div>
          )}
          {canWithdraw && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" disabled={withdraw.isPending}>
                  {withdraw.isPending ? "Withdrawing..." : "Withdraw Application"}
                </Button>
              }
              title="Withdraw this application?"
              description="Your provider cannot apply to this request again after withdrawing."
              confirmLabel="Withdraw"
              onConfirm={() => withdraw.mutate(application.id)}
            />
          )}
        </CardContent>
      </Card>
    );
  }

  if (requestStatus !== "OPEN") return null;
  const errors = form.formState.errors;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Apply to this Request</CardTitle>
        <CardDescription>Offer your price per study. The hospital is notified at once.</CardDescription>
      </CardHeader>
      <CardContent>
        {mine.isError && (
          <p role="alert" className="mb-3 text-sm text-destructive">
            {errorMessage(mine.error, "Failed to load your application")}
          </p>
        )}
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((v) => apply.mutate(v))}>
          <Field id="apply-price" label="Price per Study" error={errors.pricePerCt?.message}>
            <Input type="number" inputMode="decimal" step="0.01" min="0.01" placeholder="e.g. 25.00" {...fieldProps("apply-price", errors.pricePerCt?.message)} {...form.register("pricePerCt")} />
          </Field>
          <Field id="apply-currency" label="Currency">
            <NativeSelect id="apply-currency" {...form.register("currency")}>
              {APPLICATION_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="apply-note" label="Additional Notes" error={errors.note?.message}>
            <Textarea rows={4} placeholder="Turnaround, coverage hours, subspecialty readers..." {...fieldProps("apply-note", errors.note?.message)} {...form.register("note")} />
          </Field>
          <Button type="submit" disabled={apply.isPending}>
            <Send aria-hidden="true" />
            {apply.isPending ? "Submitting..." : "Submit Application"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
