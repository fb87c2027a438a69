import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type AlertFrequency, SAVED_SEARCH_MESSAGES, type SavedSearchScope } from "@/shared/contracts/saved-searches";
import { errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";
import { createSavedSearch, refreshSavedSearches } from "./api";
import { browserTimeZone, FREQUENCY_CHOICES } from "./frequency-options";
import { suggestedName } from "./search-name";

export type Params = Record<string, string | string[] | number | undefined>;

/** The page's parameters as a saved search keeps them: text only, no paging. */
function savedQuery(params: Params): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "" && key !== "page") query[key] = String(value);
  return query;
}

/** The "Save this search" dialog: a name, and how often new matches are mailed. Loaded when first opened. */
export function SaveSearchDialog({ scope, params, onClose }: { scope: SavedSearchScope; params: Params; onClose: () => void }) {
  const queryClient = useQueryClient();
  const query = savedQuery(params);
  const [name, setName] = useState(() => suggestedName(scope, query));
  const [frequency, setFrequency] = useState<AlertFrequency>("instant");
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () => createSavedSearch({ name, scope, query, frequency, timeZone: browserTimeZone() }),
    onSuccess: () => {
      toast.success("Search saved", { description: "Manage your alerts under Notifications in your profile." });
      onClose();
    },
    onError: (e) => {
      if (e instanceof FieldsError && e.fields.name) setError(e.fields.name);
      else toast.error(errorMessage(e, "Failed to save the search"));
    },
    onSettled: () => refreshSavedSearches(queryClient),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = name.trim() ? (name.trim().length > 80 ? SAVED_SEARCH_MESSAGES.nameLong : undefined) : SAVED_SEARCH_MESSAGES.nameRequired;
    setError(problem);
    if (!problem) save.mutate();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Save this search</DialogTitle>
        <DialogDescription>New matches are mailed to you, showing only what your role may see.</DialogDescription>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id="saved-search-name" label="Name" error={error}>
            <Input autoFocus value={name} maxLength={100} onChange={(e) => setName(e.target.value)} {...fieldProps("saved-search-name", error)} />
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-medium">Alerts</legend>
            <RadioGroup aria-label="Alerts" value={frequency} onValueChange={(v) => setFrequency(v as AlertFrequency)}>
              {FREQUENCY_CHOICES.map((c) => (
                <div key={c.value} className="flex items-start gap-2">
                  <RadioGroupItem value={c.value} id={`alerts-${c.value}`} aria-describedby={`alerts-${c.value}-hint`} className="mt-0.5" />
                  <div className="grid">
                    <Label htmlFor={`alerts-${c.value}`} className="font-normal">
                      {c.label}
                    </Label>
                    <span id={`alerts-${c.value}-hint`} className="text-xs text-muted-foreground">
                      {c.hint}
                    </span>
                  </div>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : "Save"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
