import { useState } from "react";
import { AUTH_MESSAGES } from "@/shared/contracts/auth";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";

/** "Confirm with your password": every two-factor change asks for it, as the server does. */
export function PasswordConfirm({ id, action, pendingLabel, onConfirm, onCancel }: { id: string; action: string; pendingLabel: string; onConfirm: (password: string) => Promise<void>; onCancel: () => void }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!password) return setError(AUTH_MESSAGES.passwordRequired);
        setError(undefined);
        setPending(true);
        try {
          await onConfirm(password);
        } finally {
          setPending(false);
        }
      }}
    >
      <Field id={id} label="Your password" hint="Confirms it is you" error={error}>
        <Input {...fieldProps(id, error, "Confirms it is you")} type="password" autoComplete="current-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : action}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
