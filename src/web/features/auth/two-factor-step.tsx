import { useState } from "react";
import { SECURITY_MESSAGES, totpCodeOf } from "@/shared/contracts/security-constants";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { verifyRecoveryCode, verifyTotp } from "./two-factor-api";

const COPY = {
  app: { label: "Authentication code", hint: "The 6 digits your authenticator app shows", switch: "Use a recovery code instead" },
  recovery: { label: "Recovery code", hint: "One of the codes you kept when you set up two-factor; each works once", switch: "Use your authenticator app instead" },
};

/** Signing in's second step for an account with two-factor: a code from the app, or a recovery code (issue 34 §1). */
export function TwoFactorSignInStep({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const [mode, setMode] = useState<"app" | "recovery">("app");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const copy = COPY[mode];
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The same rules as the server's contract, without loading zod on the sign-in page.
    const appCode = totpCodeOf(code);
    const recoveryCode = code.trim();
    if (mode === "app" && !appCode) return setError(SECURITY_MESSAGES.codeInvalid);
    if (mode === "recovery" && (!recoveryCode || recoveryCode.length > 64)) return setError(SECURITY_MESSAGES.recoveryCodeInvalid);
    setError(undefined);
    setPending(true);
    try {
      await (appCode && mode === "app" ? verifyTotp({ code: appCode }) : verifyRecoveryCode({ code: recoveryCode }));
      await onSignedIn();
    } catch (err) {
      setError(errorMessage(err, "That code did not work"));
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label="Two-factor authentication">
      <p className="text-sm text-muted-foreground">Your account has two-factor authentication.</p>
      <Field id="sign-in-code" label={copy.label} hint={copy.hint} error={error}>
        <Input
          {...fieldProps("sign-in-code", error, copy.hint)}
          key={mode}
          autoFocus
          inputMode={mode === "app" ? "numeric" : "text"}
          autoComplete="one-time-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Checking..." : "Verify"}
      </Button>
      <Button
        type="button"
        variant="link"
        onClick={() => {
          setMode(mode === "app" ? "recovery" : "app");
          setCode("");
          setError(undefined);
        }}
      >
        {copy.switch}
      </Button>
    </form>
  );
}
