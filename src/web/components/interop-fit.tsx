import { CircleCheck, CircleX } from "lucide-react";
import type { InteropFitLine } from "@/shared/policy/interoperability";
import { cn } from "@/web/lib/utils";

/**
 * A provider's capabilities against a request's interoperability needs (issue 35), one line per stated need: met or
 * a gap. The words say it, the icons repeat it.
 */
export function InteropFitList({ fit, className }: { fit: readonly InteropFitLine[]; className?: string }) {
  return (
    <ul className={cn("grid gap-1.5 text-sm", className)}>
      {fit.map((line) => (
        <li key={line.term} className="flex items-start gap-2">
          {line.met ? (
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
          ) : (
            <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          )}
          <span>
            <span className="text-muted-foreground">{line.label}:</span> {line.needLabel}{" "}
            <span className={cn("font-medium", line.met ? "text-green-700 dark:text-green-400" : "text-destructive")}>{line.met ? "(met)" : "(not listed)"}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
