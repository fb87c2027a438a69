import { History } from "lucide-react";
import type { Amendment } from "@/shared/contracts/request-views";
import { Badge } from "@/web/components/ui/badge";
import { formatDate } from "@/web/lib/utils";
import { Section } from "./request-section";

/** "Amended {date}" beside the status badge of an amended request. */
export function AmendedMark({ at }: { at: string }) {
  return (
    <Badge variant="outline" className="ml-2">
      <History aria-hidden="true" className="size-3" />
      Amended {formatDate(at)}
    </Badge>
  );
}

/** Every amendment of the request, newest first, each changed field with its value before and after (issue 15 §2). */
export function RequestAmendments({ amendments }: { amendments: Amendment[] }) {
  if (amendments.length === 0) return null;
  return (
    <Section title="Amendments">
      <ol className="grid gap-5">
        {amendments.map((a) => (
          <li key={a.at} className="grid gap-2">
            <h3 className="text-sm font-semibold">Amended {formatDate(a.at)}</h3>
            <dl className="grid gap-3">
              {a.changes.map((c) => (
                <div key={c.field} className="grid gap-1 text-sm sm:grid-cols-[10rem_1fr] sm:gap-4">
                  <dt className="font-medium text-muted-foreground">{c.label}</dt>
                  <dd className="grid min-w-0 gap-0.5">
                    <span className="break-words text-muted-foreground line-through decoration-muted-foreground/60">
                      <span className="sr-only">Before: </span>
                      {c.before}
                    </span>
                    <span className="break-words">
                      <span className="sr-only">After: </span>
                      {c.after}
                    </span>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
    </Section>
  );
}
