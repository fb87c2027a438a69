import { Link } from "@tanstack/react-router";
import { ArrowLeft, ChevronRight } from "lucide-react";

const separator = (
  <li aria-hidden="true">
    <ChevronRight className="size-4" />
  </li>
);

/** Requests › {request title} › {page}: the way back from a request's pages. Without `page` the request is the current one. */
export function RequestBreadcrumb({ request, page }: { request: { id: string; title: string }; page?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
        <li className="shrink-0">
          <Link to="/requests" className="inline-flex items-center gap-1 hover:text-foreground hover:underline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Requests
          </Link>
        </li>
        {separator}
        {page ? (
          <>
            <li className="min-w-0 truncate">
              <Link to="/requests/$id" params={{ id: request.id }} className="hover:text-foreground hover:underline">
                {request.title}
              </Link>
            </li>
            {separator}
            <li aria-current="page" className="shrink-0 font-medium text-foreground">
              {page}
            </li>
          </>
        ) : (
          <li aria-current="page" className="min-w-0 truncate font-medium text-foreground">
            {request.title}
          </li>
        )}
      </ol>
    </nav>
  );
}
