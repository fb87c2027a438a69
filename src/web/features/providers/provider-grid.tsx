import { AlertCircle } from "lucide-react";
import type * as React from "react";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card } from "@/web/components/ui/card";

/** The directory's 3-column grid (fewer columns on narrow screens). */
export function ProviderGrid({ children }: { children: React.ReactNode }) {
  return <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>;
}

export function ProviderListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <AlertCircle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-medium">Failed to fetch providers</p>
      <p className="text-sm text-muted-foreground">{errorMessage(error, "Please try again.")}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
