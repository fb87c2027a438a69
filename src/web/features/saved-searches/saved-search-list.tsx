import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "@/web/api/client";
import { LoadError } from "@/web/components/load-error";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { useAuth } from "@/web/lib/use-auth";
import { savedSearchQueries } from "./api";
import { SavedSearchItem } from "./saved-search-item";

/** The signed-in user's saved searches, for the profile's Notifications section. */
export function SavedSearchList() {
  const { viewer } = useAuth();
  const list = useQuery(savedSearchQueries.list(viewer));
  if (list.isPending) return <SkeletonRows label="Loading saved searches" rowClassName="h-14" />;
  if (list.isError) return <LoadError message={errorMessage(list.error, "Failed to load saved searches")} onRetry={() => list.refetch()} />;
  if (list.data.data.length === 0)
    return <p className="text-sm text-muted-foreground">No saved searches yet. Use "Save this search" on the requests board or the provider directory.</p>;
  return (
    <ul className="grid gap-2" aria-label="Saved searches">
      {list.data.data.map((s) => (
        <SavedSearchItem key={s.id} search={s} />
      ))}
    </ul>
  );
}
