import { useState } from "react";
import { toast } from "sonner";
import { renderSVG } from "uqr";
import { TwoFactorCodeInput, type TwoFactorSetup } from "@/shared/contracts/security";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { finishTwoFactorSetup } from "./api";
import { RecoveryCodes } from "./recovery-codes";

/** The key an authenticator app takes by hand, in groups of four as apps show it. */
const keyOf = (totpURI: string) => (new URL(totpURI).searchParams.get("secret") ?? "").replace(/(.{4})/g, "$1 ").trim();

/** Setup's second step: scan (or type) the secret, keep the recovery codes, and give the first code, which turns it on. */
export function TwoFactorSetupStep({ setup, onDone, onCancel }: { setup: TwoFactorSetup; onDone: () => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = TwoFactorCodeInput.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    try {
      await finishTwoFactorSetup(parsed.data);
      toast.success("Two-factor authentication is on");
      await onDone();
    } catch (err) {
      setError(errorMessage(err, "That code did not work: try the newest one"));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: uqr draws the QR code as SVG from the app's own otpauth URI. */}
        <div role="img" aria-label="QR code of your two-factor secret" className="size-44 shrink-0 rounded-md border bg-white p-2" dangerouslySetInnerHTML={{ __html: renderSVG(setup.totpURI) }} />
        <div className="grid gap-2 text-sm">
          <p>Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password...), or type this key:</p>
          <p className="break-words rounded-md border bg-muted/40 p-2 font-mono" data-testid="two-factor-key">
            {keyOf(setup.totpURI)}
          </p>
        </div>
      </div>
      <RecoveryCodes codes={setup.backupCodes} />
      <form noValidate onSubmit={submit} className="grid gap-3">
        <Field id="two-factor-code" label="Code from your app" hint="6 digits" error={error}>
          <Input {...fieldProps("two-factor-code", error, "6 digits")} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} className="max-w-40" />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={pending}>
            {pending ? "Checking..." : "Turn on"}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
