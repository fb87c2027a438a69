import { ShieldCheck } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import { Redirect } from "@/web/components/route-guard";
import { Spinner } from "@/web/components/ui/spinner";
import { useAuth } from "@/web/lib/use-auth";

/** Frame of the authentication screens; signed-in users go to /providers. */
export function AuthCard({
  title,
  description,
  children,
  claims = false,
  allowSignedIn = false,
  focusTitle = false,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
  claims?: boolean;
  allowSignedIn?: boolean;
  /** Moves focus to the title when the card replaces a submitted form (the form's button is gone). */
  focusTitle?: boolean;
}) {
  const { loading, me } = useAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle && !loading) heading.current?.focus();
  }, [focusTitle, loading]);
  if (loading) return <Spinner />;
  if (me && !allowSignedIn) return <Redirect to="/providers" />;
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-accent/60 to-background px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined} className="text-2xl font-semibold leading-tight tracking-tight outline-none">
            {title}
          </h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {children}
          {claims && (
            <p className="flex items-center justify-center gap-2 text-center text-xs text-muted-foreground">
              <ShieldCheck className="size-4 text-success" aria-hidden="true" />
              HIPAA, ISO 27001 and SOC 2 Type II compliant
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
