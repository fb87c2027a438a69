import { useQuery } from "@tanstack/react-query";
import { PagedActivity } from "@/web/features/events";
import { useAuth } from "@/web/lib/use-auth";
import { readableEvents } from "./activity-changes";
import { contractQueries } from "./api";

/** The Activity tab: who drafted, sent, accepted, changed or terminated the contract, newest first, a page at a time. */
export function ContractActivity({ contractId, currency, page, onPage }: { contractId: string; currency: string; page: number; onPage: (page: number) => void }) {
  const { viewer } = useAuth();
  const query = useQuery(contractQueries.activity(contractId, page, viewer));
  return (
    <PagedActivity
      query={query}
      description="Every step of the contract, newest first."
      label="Contract activity, newest first"
      onPage={onPage}
      shown={(events) => readableEvents(events, currency)}
      titleId="contract-activity-title"
    />
  );
}
