import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { startSocialSignIn } from "./api";

/** Starts LinkedIn's OpenID Connect sign-in, coming back to `callbackURL`; a failure to start shows its message as a toast. */
export function LinkedInButton({ label, callbackURL = "/providers" }: { label: string; callbackURL?: string }) {
  const [pending, setPending] = useState(false);
  async function start() {
    setPending(true);
    try {
      const { url } = await startSocialSignIn({
        provider: "linkedin",
        disableRedirect: true,
        callbackURL,
        errorCallbackURL: "/auth/sign-in",
      });
      if (!url) throw new Error("LinkedIn sign-in is not available right now.");
      window.location.assign(url);
    } catch (error) {
      toast.error(errorMessage(error, "LinkedIn sign-in failed"));
      setPending(false);
    }
  }
  return (
    <Button variant="outline" className="w-full" onClick={start} disabled={pending}>
      <LinkedInIcon />
      {label}
    </Button>
  );
}

export function OrDivider({ label = "or" }: { label?: string }) {
  return (
    <div className="relative my-2 text-center text-xs uppercase text-muted-foreground">
      <span className="absolute inset-x-0 top-1/2 h-px bg-border" aria-hidden="true" />
      <span className="relative bg-card px-2">{label}</span>
    </div>
  );
}

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="fill-[#0a66c2]">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
    </svg>
  );
}
