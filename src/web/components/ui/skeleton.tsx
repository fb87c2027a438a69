import type * as React from "react";
import { cn } from "@/web/lib/utils";

export function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/** A list still loading: `count` placeholder rows, announced to screen readers as `label`. */
export function SkeletonRows({ label, count = 3, className, rowClassName }: { label: string; count?: number; className?: string; rowClassName?: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cn("grid gap-2", className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}
