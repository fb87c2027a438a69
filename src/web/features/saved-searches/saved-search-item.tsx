import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Pencil, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { ALERT_FREQUENCY_LABELS, ALERT_FREQUENCIES, type AlertFrequency, type SavedSearch, SAVED_SEARCH_MESSAGES } from "@/shared/contracts/saved-searches";
import { errorMessage } from "@/web/api/client";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { Input, NativeSelect } from "@/web/components/ui/input";
import { deleteSavedSearch, refreshSavedSearches, updateSavedSearch } from "./api";

const SCOPES = { requests: "Requests board", providers: "Provider directory" } as const;

/** One saved search: its name (a link to the page it filters), where, its alerts, rename and delete. */
export function SavedSearchItem({ search }: { search: SavedSearch }) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const change = useMutation({
    mutationFn: (body: { name?: string; frequency?: AlertFrequency }) => updateSavedSearch(search.id, body),
    onSuccess: (_, body) => {
      toast.success(body.name ? "Search renamed" : "Alerts updated");
      setRenaming(false);
    },
    onError: (e) => toast.error(errorMessage(e, "Failed to update the search")),
    onSettled: () => refreshSavedSearches(queryClient),
  });
  const remove = useMutation({
    mutationFn: () => deleteSavedSearch(search.id),
    onSuccess: () => toast.success("Saved search deleted"),
    onError: (e) => toast.error(errorMessage(e, "Failed to delete the search")),
    onSettled: () => refreshSavedSearches(queryClient),
  });
  const rename = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return toast.error(SAVED_SEARCH_MESSAGES.nameRequired);
    change.mutate({ name: name.trim() });
  };
  const nameId = `saved-search-${search.id}-name`;
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <form onSubmit={rename} className="flex gap-2">
            <label htmlFor={nameId} className="sr-only">
              Name
            </label>
            <Input id={nameId} autoFocus value={name} maxLength={100} onChange={(e) => setName(e.target.value)} className="h-8" />
            <Button type="submit" size="sm" disabled={change.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              Cancel
            </Button>
          </form>
        ) : (
          <Link to={`/${search.scope}`} search={search.query as never} className="block truncate font-medium text-primary underline-offset-4 hover:underline">
            {search.name}
          </Link>
        )}
        <p className="text-xs text-muted-foreground">{SCOPES[search.scope]}</p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`saved-search-${search.id}-alerts`} className="sr-only">
          Alerts for {search.name}
        </label>
        <NativeSelect
          id={`saved-search-${search.id}-alerts`}
          className="h-8 w-48"
          value={search.frequency}
          disabled={change.isPending}
          onChange={(e) => change.mutate({ frequency: e.target.value as AlertFrequency })}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {ALERT_FREQUENCY_LABELS[f]}
            </option>
          ))}
        </NativeSelect>
        <Button variant="ghost" size="icon" aria-label={`Rename ${search.name}`} onClick={() => setRenaming(true)}>
          <Pencil aria-hidden="true" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="icon" aria-label={`Delete ${search.name}`} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" />
            </Button>
          }
          title="Delete this saved search?"
          description={`"${search.name}" and its alerts will be gone.`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate()}
        />
      </div>
    </li>
  );
}
