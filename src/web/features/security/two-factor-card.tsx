import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import type { TwoFactorSetup } from "@/shared/contracts/security";
import { errorMessage } from "@/web/api/client";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { meQuery } from "@/web/lib/me-query";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { useAuth } from "@/web/lib/use-auth";
import { newRecoveryCodes, startTwoFactor, turnOffTwoFactor } from "./api";
import { PasswordConfirm } from "./password-confirm";
import { RecoveryCodes } from "./recovery-codes";
import { TwoFactorSetupStep } from "./two-factor-setup";

type Step = { is: "idle" } | { is: "password"; next: "start" | "codes" | "off" } | { is: "scan"; setup: TwoFactorSetup } | { is: "codes"; codes: string[] };

/** Two-factor authentication on the profile (issue 34 §1): set up with an authenticator app, new recovery codes, turned off. */
export function TwoFactorCard() {
  const { me } = useAuth();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ is: "idle" });
  const security = me?.security;
  if (!security) return null;
  const refresh = () => refreshQueries(client, meQuery.queryKey, queryRoots.security);
  const fail = (fallback: string) => (e: unknown) => {
    toast.error(errorMessage(e, fallback));
  };
  const confirm = async (next: "start" | "codes" | "off", password: string) => {
    if (next === "start") await startTwoFactor({ password }).then((setup) => setStep({ is: "scan", setup }), fail("Failed to start two-factor setup"));
    if (next === "codes") await newRecoveryCodes({ password }).then(({ backupCodes }) => setStep({ is: "codes", codes: backupCodes }), fail("Failed to make new recovery codes"));
    if (next === "off")
      await turnOffTwoFactor({ password }).then(async () => {
        toast.success("Two-factor authentication is off");
        setStep({ is: "idle" });
        await refresh();
      }, fail("Failed to turn two-factor off"));
  };
  const held = security.twoFactorRequired && !security.twoFactorEnabled;
  return (
    <Card id="two-factor" className={held ? "border-warning" : undefined}>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          Two-factor authentication {security.twoFactorEnabled ? <Badge variant="success">On</Badge> : <Badge variant="outline">Off</Badge>}
        </CardTitle>
        <CardDescription>Signing in also asks for a code from an authenticator app on your phone, so a stolen password is not enough.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {held && (
          <p role="alert" className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">
            {me?.profile.role === "admin" ? "Admin accounts must have two-factor authentication." : "Your organisation requires two-factor authentication."} Set it up to continue using
            RadBridge.
          </p>
        )}
        {step.is === "password" ? (
          <PasswordConfirm
            id="two-factor-password"
            action={{ start: "Continue", codes: "Make new codes", off: "Turn off" }[step.next]}
            pendingLabel="Checking..."
            onConfirm={(password) => confirm(step.next, password)}
            onCancel={() => setStep({ is: "idle" })}
          />
        ) : step.is === "scan" ? (
          <TwoFactorSetupStep setup={step.setup} onCancel={() => setStep({ is: "idle" })} onDone={async () => (setStep({ is: "idle" }), await refresh())} />
        ) : step.is === "codes" ? (
          <>
            <RecoveryCodes codes={step.codes} />
            <div>
              <Button variant="outline" onClick={() => setStep({ is: "idle" })}>
                Done
              </Button>
            </div>
          </>
        ) : security.twoFactorEnabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep({ is: "password", next: "codes" })}>
              New recovery codes
            </Button>
            {!security.twoFactorRequired && (
              <Button variant="outline" onClick={() => setStep({ is: "password", next: "off" })}>
                Turn off
              </Button>
            )}
          </div>
        ) : (
          <div>
            <Button onClick={() => setStep({ is: "password", next: "start" })}>Set up two-factor</Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
