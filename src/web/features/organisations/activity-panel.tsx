import { useQuery } from "@tanstack/react-query";
import { PagedActivity } from "@/web/features/events";
import { organisationQueries } from "./api";

/** The Activity tab: the organisation's profile and membership changes, newest first, a page at a time. */
export function ActivityPanel({ organisationId, page, onPage }: { organisationId: string; page: number; onPage: (page: number) => void }) {
  const query = useQuery(organisationQueries.activity(organisationId, page));
  return (
    <PagedActivity
      query={query}
      description="Who changed the profile, invited, joined, left or changed roles, newest first."
      label="Organisation activity, newest first"
      onPage={onPage}
    />
  );
}
