import { useState } from "react";
import { Button } from "@/web/components/ui/button";

/** "Sign in with a passkey": the browser offers this site's passkeys; `onProblem` gets a message when it fails. */
export function PasskeySignInButton({ onSignedIn, onProblem }: { onSignedIn: () => Promise<void>; onProblem: (message: string) => void }) {
  const [pending, setPending] = useState(false);
  const press = async () => {
    setPending(true);
    const problem = await import("./passkey-sign-in").then((m) => m.signInWithPasskey());
    if (problem === null) return onSignedIn();
    onProblem(problem);
    setPending(false);
  };
  return (
    <Button type="button" variant="outline" className="w-full" disabled={pending} onClick={press}>
      {pending ? "Waiting for your device..." : "Sign in with a passkey"}
    </Button>
  );
}
