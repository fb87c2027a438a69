import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { ArrowLeft, Save } from "lucide-react";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { REQUEST_MESSAGES, UpdateRequestInput } from "@/shared/contracts/requests";
import { isAnonymousDetail, type RequestView } from "@/shared/contracts/request-views";
import { STANDSTILL_DEFAULT_DAYS } from "@/shared/policy/evaluations";
import { MESSAGES } from "@/shared/policy/roles";
import { EVALUATION_MESSAGES } from "@/shared/contracts/request-evaluation";
import { ApiError, errorMessage, FieldsError, isNotFound } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";
import { Skeleton } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { requestQueries, updateRequest } from "./api";
import { RequestNotFound } from "@/web/components/request-not-found";
import { applyIssues, BasicFields, ScopeFields, SlaFields } from "./request-form-fields";
import { type RequestFormValues, toRequestInput } from "./request-logic";
import { standstillProblem } from "./request-standstill";
import { sameWeights } from "@/shared/policy/scoring";
import { defaultWeightTexts, volumeProblem, weightsProblem } from "./request-terms";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** yyyy-mm-dd of a date in the viewer's time zone. */
function localDay(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function toFormValues(r: RequestView): RequestFormValues {
  return {
    title: r.title,
    facility: r.facility ?? "",
    country: r.country,
    description: r.description,
    contactEmail: r.contactEmail ?? "",
    websiteUrl: r.websiteUrl ?? "",
    modalities: r.modalities,
    volumesPerMonth: String(r.volumesPerMonth),
    volumesByModality: Object.fromEntries(Object.entries(r.volumesByModality).map(([m, v]) => [m, String(v)])),
    tatRequirement: r.tatRequirement ?? "",
    weights: defaultWeightTexts(r.weights),
    budgetMin: r.budgetMin === null ? "" : String(r.budgetMin),
    budgetMax: r.budgetMax === null ? "" : String(r.budgetMax),
    budgetCurrency: r.budgetCurrency,
    deadline: localDay(r.deadline),
    licenceRequired: r.licenceRequired,
    standstill: r.standstillDays !== null,
    standstillDays: String(r.standstillDays ?? STANDSTILL_DEFAULT_DAYS),
    imageTransfer: r.imageTransfer ?? "",
    orderFeed: r.orderFeed ?? "",
    reportDelivery: r.reportDelivery ?? "",
    interopNotes: r.interopNotes ?? "",
    publishOpenData: r.publishOpenData ?? false,
  };
}

/** The prefilled edit form for the owning hospital or an admin; `backTo` is where Cancel and a successful save lead. */
export function RequestEditForm({ id, backTo }: { id: string; backTo: string }) {
  const { viewer } = useAuth();
  const detail = useQuery(requestQueries.detail(id, viewer));

  if (detail.isPending) {
    return (
      <div role="status" aria-label="Loading request" className="grid gap-4">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (detail.isError) {
    const e = detail.error;
    if (isNotFound(e)) return <RequestNotFound embedded />;
    return (
      <Card className="p-8 text-center" role="alert">
        {errorMessage(e, "Failed to load the request")}
      </Card>
    );
  }
  const data = detail.data;
  if (isAnonymousDetail(data) || !data.canManage) {
    return (
      <Card className="flex flex-col items-center gap-4 p-8 text-center" role="alert">
        <p className="font-medium">{MESSAGES.ownEditOnly}</p>
        <Button asChild variant="outline">
          <Link to="/requests">Back to Requests</Link>
        </Button>
      </Card>
    );
  }
  return <EditForm request={data} backTo={backTo} />;
}

function EditForm({ request, backTo }: { request: RequestView; backTo: string }) {
  const initial = useMemo(() => toFormValues(request), [request]);
  const form = useForm<RequestFormValues>({ defaultValues: initial });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const save = form.handleSubmit(async (v) => {
    let refused = false;
    for (const key of ["title", "facility", "country", "description"] as const) {
      if (!v[key].trim()) {
        form.setError(key, { message: REQUEST_MESSAGES.requiredFields });
        refused = true;
      }
    }
    if (v.modalities.length === 0) {
      form.setError("modalities", { message: REQUEST_MESSAGES.modalityRequired });
      refused = true;
    }
    const volumes = volumeProblem(v.volumesByModality, v.modalities);
    if (volumes) form.setError(`volumesByModality.${volumes.modality}`, { message: volumes.message });
    const weightsError = weightsProblem(v.weights);
    if (weightsError) form.setError("weights", { message: weightsError });
    const standstillError = standstillProblem(v);
    refused ||= Boolean(volumes || weightsError || standstillError);
    const { deadline, weights, ...rest } = toRequestInput(v);
    const body = {
      ...rest,
      tatRequirement: v.tatRequirement || null,
      ...(v.deadline !== initial.deadline && deadline ? { deadline } : {}),
      // Weights are locked once an application is awarded: an unchanged set is not sent.
      ...(sameWeights(weights, request.weights) ? {} : { weights }),
    };
    if (body.budgetMin !== null && body.budgetMax !== null && body.budgetMin > body.budgetMax) {
      form.setError("budgetMax", { message: REQUEST_MESSAGES.budgetOrder });
      refused = true;
    }
    const parsed = UpdateRequestInput.safeParse(body);
    if (!parsed.success) {
      applyIssues(form, parsed.error.issues);
      refused = true;
    }
    if (refused || !parsed.success) {
      toast.error("Please correct the highlighted fields");
      return;
    }
    try {
      await updateRequest(request.id, parsed.data);
      await refreshQueries(queryClient, requestQueries.all);
      toast.success("Request updated successfully");
      navigate({ to: backTo });
    } catch (e) {
      if (e instanceof FieldsError) applyIssues(form, Object.entries(e.fields).map(([key, message]) => ({ path: key.split("."), message })));
      else if (e instanceof ApiError && e.message === EVALUATION_MESSAGES.weightsLocked) form.setError("weights", { message: e.message });
      toast.error(`Failed to update request: ${errorMessage(e, "Unknown error")}`);
    }
  });

  const sections = [
    { title: "Basic Details", body: <BasicFields form={form} /> },
    { title: "Scope & Requirements", body: <ScopeFields form={form} extraModalities={request.modalities} /> },
    { title: "SLA Requirements", body: <SlaFields form={form} editing /> },
  ];
  return (
    <form
      // Messages set by hand (modalities, weights, the server's) would otherwise keep handleSubmit from running again.
      onSubmit={(e) => {
        form.clearErrors();
        return save(e);
      }}
      noValidate
      className="grid gap-6"
    >
      {sections.map((s) => (
        <Card key={s.title}>
          <CardHeader>
            <h2 className="text-lg font-semibold">{s.title}</h2>
          </CardHeader>
          <CardContent>{s.body}</CardContent>
        </Card>
      ))}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="ghost">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Cancel
          </Link>
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          <Save aria-hidden="true" />
          {form.formState.isSubmitting ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
