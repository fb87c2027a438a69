import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Resolver, useForm } from "react-hook-form";
import { toast } from "sonner";
import { CONTRACT_MODALITIES, type Contract } from "@/shared/contracts/contracts";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { requestQueries } from "@/web/features/requests";
import { useAuth } from "@/web/lib/use-auth";
import { contractQueries, proposeChange, refreshContracts, saveDraft } from "./api";
import { utcDay } from "@/shared/contracts/common";
import { GeneralFields, ProposalFields } from "./terms-general-fields";
import { checkEditor, type EditorOutput, type EditorValues, editorValues, nestErrors, serverFieldErrors } from "./terms-form";
import { LineFields, type ModalityChoices } from "./terms-line-fields";
import { ForecastFields, TierFields } from "./terms-tier-fields";

export type EditorMode = "edit" | "propose";

const resolverFor =
  (proposal: boolean): Resolver<EditorValues, unknown, EditorOutput> =>
  async (values) => {
    const result = checkEditor(values, proposal);
    return "output" in result ? { values: result.output, errors: {} } : { values: {}, errors: nestErrors(result.errors) };
  };

/** The request's modalities first, then the others; null while the request loads (a select whose options change loses its value). */
function useModalityChoices(contract: Contract): ModalityChoices | null {
  const { viewer } = useAuth();
  const request = useQuery({ ...requestQueries.detail(contract.requestId ?? "", viewer), enabled: Boolean(contract.requestId), retry: false });
  if (request.isLoading) return null;
  const given = request.data && "modalities" in request.data ? request.data.modalities : [];
  const requested = given.filter((m) => CONTRACT_MODALITIES.includes(m));
  return { requested, others: CONTRACT_MODALITIES.filter((m) => !requested.includes(m)) };
}

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * The terms editor: the hospital's draft (saved with PUT, still unsent) or a change proposal for a running contract,
 * prefilled with the terms in force, from an effective date. Checked with the API's schema; the server's field
 * messages go beside their fields, anything else to a toast.
 */
export function TermsEditor({ contract, mode, onDone }: { contract: Contract; mode: EditorMode; onDone: () => void }) {
  const client = useQueryClient();
  const { viewer } = useAuth();
  const proposal = mode === "propose";
  const today = utcDay();
  const minStart = later(contract.earliestStart ?? today, today);
  const minEffective = later(today, contract.startDate);
  const initial = proposal ? contract.terms : (contract.draft ?? contract.terms);
  const form = useForm<EditorValues, unknown, EditorOutput>({
    resolver: resolverFor(proposal),
    defaultValues: editorValues(initial, minStart, proposal ? minEffective : ""),
  });
  const choices = useModalityChoices(contract);
  const save = useMutation({
    mutationFn: (out: EditorOutput) => (proposal ? proposeChange(contract.id, out) : saveDraft(contract.id, out.terms)),
    onSuccess: (saved) => {
      client.setQueryData(contractQueries.detail(contract.id, viewer).queryKey, saved);
      toast.success(proposal ? "Change proposed: the other side can now accept or decline it" : "Draft saved");
      onDone();
    },
    onError: (error) => {
      if (error instanceof FieldsError)
        for (const [field, message] of serverFieldErrors(error.fields, form.getValues("lines"))) form.setError(field as "startDate", { message }, { shouldFocus: true });
      toast.error(errorMessage(error, proposal ? "Failed to propose the change" : "Failed to save the draft"));
    },
    onSettled: () => refreshContracts(client),
  });
  const title = proposal ? "Propose a change" : "Edit the draft";
  return (
    <Card role="region" aria-labelledby="terms-editor-title">
      <CardHeader>
        <CardTitle as="h2" id="terms-editor-title">
          {title}
        </CardTitle>
        <CardDescription>
          {proposal
            ? "Change any term from a day on; the other side accepts or declines the proposal, and the terms in force stay until then."
            : `Only your organisation sees the draft until you send it. Prices are in ${contract.currency}.`}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-8" onSubmit={form.handleSubmit((out) => save.mutate(out))} aria-labelledby="terms-editor-title">
          {choices ? <LineFields form={form} currency={contract.currency} choices={choices} /> : <SkeletonRows label="Loading the service lines" count={2} rowClassName="h-16" />}
          <TierFields form={form} />
          <ForecastFields form={form} />
          <GeneralFields form={form} minStart={minStart} startLocked={proposal} />
          {proposal && <ProposalFields form={form} minEffective={minEffective} />}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (proposal ? "Sending proposal..." : "Saving...") : proposal ? "Send proposal" : "Save draft"}
            </Button>
            <Button type="button" variant="outline" disabled={save.isPending} onClick={onDone}>
              Cancel
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
