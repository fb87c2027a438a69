import { FileText } from "lucide-react";
import type { ReactNode } from "react";
import { ANONYMOUS_OPEN_COUNT } from "@/shared/contracts/requests";
import { isTeaser, type RequestListItem, type RequestView } from "@/shared/contracts/request-views";
import { LoadError } from "@/web/components/load-error";
import { Card } from "@/web/components/ui/card";
import { AnonymousRequestCard, RequestCardSkeleton } from "./request-card";

/** The anonymous board always shows 3 cards; placeholders fill in when fewer open requests exist (PRODUCT.md #4). */
const PLACEHOLDER_COUNTRIES = ["US", "CA", "GB"];

export function BoardResults({
  loading,
  error,
  onRetry,
  anonymous,
  items,
  render,
}: {
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  anonymous: boolean;
  items: RequestListItem[];
  render: (r: RequestView) => ReactNode;
}) {
  if (loading) {
    return (
      <div className="grid gap-4" role="status" aria-label="Loading requests">
        {Array.from({ length: 5 }, (_, i) => (
          <RequestCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (error && !anonymous) {
    return (
      <LoadError message={error} onRetry={onRetry} />
    );
  }
  if (anonymous) {
    const teasers = items.slice(0, ANONYMOUS_OPEN_COUNT).map((r) => r.country);
    const filled = [...teasers, ...PLACEHOLDER_COUNTRIES.slice(teasers.length, ANONYMOUS_OPEN_COUNT)];
    return (
      <div className="grid gap-4">
        {filled.map((country, i) => (
          <AnonymousRequestCard key={i} country={country} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 p-12 text-center">
        <FileText className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">No requests found</h2>
        <p className="text-sm text-muted-foreground">Try adjusting your search or filters.</p>
      </Card>
    );
  }
  return <div className="grid gap-4">{items.map((r) => (isTeaser(r) ? null : render(r)))}</div>;
}
