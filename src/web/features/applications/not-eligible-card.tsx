import { Link } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardHeader } from "@/web/components/ui/card";

/** Shown instead of the apply form when the request requires a licence the provider does not hold (issue 16 §2). */
export function NotEligibleCard({ reason }: { reason: string | null }) {
  return (
    <Card role="region" aria-labelledby="not-eligible-title">
      <CardHeader>
        <h2 id="not-eligible-title" className="flex items-center gap-2 font-semibold leading-tight">
          <ShieldAlert className="size-5 text-amber-600" aria-hidden="true" />
          Apply to this Request
        </h2>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm" role="status">
          {reason ?? "Your organisation cannot apply to this request."}
        </p>
        <p className="text-sm text-muted-foreground">Once an admin has verified your licence, you can apply here.</p>
        <Button asChild variant="outline">
          <Link to="/provider/me">Add your licence</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
