import { ExternalLink } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";

const BATCH = JSON.stringify({
  studies: [{ reference: "ACC-000123", modality: "CT", priority: "Urgent", imagesAvailableAt: "2025-06-02T08:14:00Z", finalReportAt: "2025-06-02T09:31:00Z" }],
});

/** How a system records studies with a key: one curl call, and where the full reference is. */
export function ApiKeysHowTo() {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const command = [
    `curl -X POST ${origin}/api/contracts/{contractId}/studies \\`,
    `  -H "Authorization: Bearer rbk_…" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '${BATCH}'`,
  ].join("\n");
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recording studies with a key</CardTitle>
        <CardDescription>
          Send up to 5,000 studies per call to an active contract of your organisation; the contract's id is in its page's address, <code>{"/contracts/{contractId}"}</code>. A reference sent again
          updates its study, and a batch with any error stores nothing and lists the errors by row.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <pre className="whitespace-pre-wrap break-all rounded-md bg-muted p-3 text-xs leading-relaxed">
          <code>{command}</code>
        </pre>
        <p className="text-sm text-muted-foreground">
          Optional fields: <code>preliminaryReportAt</code> and <code>peerReview</code>. No patient name, identifier or birth date is ever accepted.{" "}
          <a href="/api/docs" target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
            API reference <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </CardContent>
    </Card>
  );
}
