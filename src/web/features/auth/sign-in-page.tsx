import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { AUTH_MESSAGES, type SignInForm } from "@/shared/contracts/auth";
import { ApiError, errorMessage } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./auth-card";
import { LinkedInButton, OrDivider } from "./linkedin-button";
import { meQuery } from "@/web/lib/me-query";
import { signIn } from "./api";
import { usePageTitle } from "@/web/components/page-title";
import { lazyResolver } from "@/web/lib/lazy-resolver";
import { refreshQueries } from "@/web/lib/refresh-queries";
import { safeRedirect } from "./safe-redirect";
import { PasskeySignInButton } from "./passkey-sign-in-button";

const TwoFactorSignInStep = lazy(() => import("./two-factor-step").then((m) => ({ default: m.TwoFactorSignInStep })));

const resolver = lazyResolver(() => import("./form-resolvers").then((m) => m.signInResolver));

type Values = z.infer<typeof SignInForm>;

/** One toast for the sign-in outcome: a later success replaces an earlier failure. */
const SIGN_IN_TOAST = "sign-in";

export function SignInPage() {
  usePageTitle("Sign In");
  const search = useSearch({ from: "/auth/sign-in" });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(search.error ? linkedInError(search.error) : null);
  const form = useForm<Values>({ resolver, defaultValues: { email: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const [secondStep, setSecondStep] = useState(false);

  const signedIn = async () => {
    await refreshQueries(queryClient, meQuery.queryKey);
    toast.success(AUTH_MESSAGES.signInSuccess, { id: SIGN_IN_TOAST });
    navigate({ to: safeRedirect(search.redirect) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await signIn({ ...values, callbackURL: "/" });
      if (answer?.twoFactorRedirect) setSecondStep(true);
      else await signedIn();
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED"
          ? AUTH_MESSAGES.emailNotVerified
          : error instanceof ApiError && error.status === 401
            ? AUTH_MESSAGES.invalidCredentials
            : errorMessage(error, "Sign in failed");
      setProblem(message);
      toast.error(message, { id: SIGN_IN_TOAST });
    }
  });

  if (secondStep)
    return (
      <AuthCard title="Two-factor authentication" description="One more step to sign in">
        <Suspense>
          <TwoFactorSignInStep onSignedIn={signedIn} />
        </Suspense>
      </AuthCard>
    );
  return (
    <AuthCard title="Welcome back" description="Sign in to your RadBridge account">
      {problem && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {problem}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field id="email" label="Email" error={errors.email?.message}>
          <Input {...fieldProps("email", errors.email?.message)} type="email" autoComplete="email" {...form.register("email")} />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <Input {...fieldProps("password", errors.password?.message)} type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
        <div className="-mt-2 text-right text-sm">
          <Link to="/auth/forgot-password" className="text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <OrDivider />
      <PasskeySignInButton onSignedIn={signedIn} onProblem={setProblem} />
      <LinkedInButton label="Sign in with LinkedIn" callbackURL={safeRedirect(search.redirect)} />
      <p className="text-center text-sm text-muted-foreground">
        Don't have an account?{" "}
        <Link to="/auth/sign-up" search={search.redirect ? { redirect: search.redirect } : {}} className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}

function linkedInError(code: string): string {
  const cancelled = "LinkedIn sign-in was cancelled: consent was not given. Nothing was changed.";
  const restart = "LinkedIn sign-in failed: the request expired or could not be verified. Please try again.";
  const unverifiable = "LinkedIn sign-in failed: LinkedIn's answer could not be verified. Please try again.";
  const known: Record<string, string> = {
    access_denied: cancelled,
    user_cancelled_login: cancelled,
    user_cancelled_authorize: cancelled,
    state_mismatch: restart,
    state_not_found: restart,
    state_invalid: restart,
    please_restart_the_process: restart,
    invalid_code: "LinkedIn sign-in failed: the sign-in expired or LinkedIn could not be reached. Please try again.",
    unable_to_get_user_info: unverifiable,
    issuer_mismatch: unverifiable,
    nonce_binding_missing: unverifiable,
    email_not_found: "LinkedIn did not share your e-mail address. Allow RadBridge to see it on LinkedIn and try again.",
    email_not_verified:
      "LinkedIn sign-in refused: LinkedIn has not verified the e-mail address of your LinkedIn account, so no account was created. Verify it on LinkedIn, or sign up with e-mail and password.",
    account_not_linked:
      "LinkedIn sign-in refused: an account with this e-mail already exists. It is linked to LinkedIn only when LinkedIn has verified the address and the account's own address is confirmed. Sign in with your password instead.",
    two_factor_required: "Your account has two-factor authentication: sign in with your password and code.",
    oauth_provider_not_found: "LinkedIn sign-in is not available right now. Please try again later.",
  };
  // Unknown codes are not echoed: the query string is attacker-controlled text.
  return Object.hasOwn(known, code) ? known[code]! : "LinkedIn sign-in failed. Please try again.";
}
