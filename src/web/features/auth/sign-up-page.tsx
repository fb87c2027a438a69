import { Link, useSearch } from "@tanstack/react-router";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { AUTH_MESSAGES, type SignUpForm } from "@/shared/contracts/auth";
import { signUp } from "./api";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./auth-card";
import { LinkedInButton, OrDivider } from "./linkedin-button";
import { showPasswordError } from "@/web/lib/password-error";
import { usePageTitle } from "@/web/components/page-title";
import { lazyResolver } from "@/web/lib/lazy-resolver";
import { safeRedirect } from "./safe-redirect";

const resolver = lazyResolver(() => import("./form-resolvers").then((m) => m.signUpResolver));

type Values = z.infer<typeof SignUpForm>;

export function SignUpPage() {
  usePageTitle("Sign Up");
  const { redirect } = useSearch({ from: "/auth/sign-up" });
  // The confirmation link signs the user in and leads here (an invitation's page, say); the home page otherwise.
  const callbackURL = safeRedirect(redirect, "/");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver,
    defaultValues: { name: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp({ ...values, callbackURL });
      toast.success(AUTH_MESSAGES.signUpSuccess);
      setSentTo(values.email);
    } catch (error) {
      showPasswordError(form, "password", error, "Sign up failed");
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check your email" description={AUTH_MESSAGES.signUpSuccess} focusTitle>
        <div className="flex flex-col items-center gap-3 text-center">
          <MailCheck className="size-12 text-primary" aria-hidden="true" />
          <p className="text-sm">
            We sent a confirmation link to <strong>{sentTo}</strong>. Open it to activate your account; it signs you in.
          </p>
          <Button variant="outline" asChild>
            <Link to="/auth/sign-in" search={redirect ? { redirect } : {}}>
              Back to Sign In
            </Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create your account" description="Join the global teleradiology marketplace" claims>
      <LinkedInButton label="Continue with LinkedIn" callbackURL={safeRedirect(redirect)} />
      <OrDivider label="or continue with email" />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <Field id="name" label="Full Name" error={errors.name?.message}>
          <Input {...fieldProps("name", errors.name?.message)} autoComplete="name" {...form.register("name")} />
        </Field>
        <Field id="email" label="Email Address" error={errors.email?.message}>
          <Input {...fieldProps("email", errors.email?.message)} type="email" autoComplete="email" {...form.register("email")} />
        </Field>
        <Field id="password" label="Password" hint="Min. 8 characters" error={errors.password?.message}>
          <Input {...fieldProps("password", errors.password?.message, "Min. 8 characters")} type="password" autoComplete="new-password" placeholder="Min. 8 characters" {...form.register("password")} />
        </Field>
        <Field id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
          <Input {...fieldProps("confirmPassword", errors.confirmPassword?.message)} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </Field>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating account..." : "Create Account"}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/auth/sign-in" search={redirect ? { redirect } : {}} className="font-medium text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
