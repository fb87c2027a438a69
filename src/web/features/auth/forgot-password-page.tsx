import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { AUTH_MESSAGES, type ForgotPasswordForm } from "@/shared/contracts/auth";
import { errorMessage } from "@/web/api/client";
import { requestPasswordReset } from "./api";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./auth-card";
import { usePageTitle } from "@/web/components/page-title";
import { lazyResolver } from "@/web/lib/lazy-resolver";

const resolver = lazyResolver(() => import("./form-resolvers").then((m) => m.forgotPasswordResolver));

export function ForgotPasswordPage() {
  usePageTitle("Reset your password");
  const [done, setDone] = useState(false);
  const form = useForm<z.infer<typeof ForgotPasswordForm>>({ resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email, redirectTo: "/auth/reset-password" });
      setDone(true);
    } catch (error) {
      toast.error(errorMessage(error, "Could not send the reset link"));
    }
  });
  return (
    <AuthCard title="Reset your password" description="We will e-mail you a link to choose a new password." allowSignedIn focusTitle={done}>
      {done ? (
        <p role="status" className="rounded-md bg-accent px-3 py-2 text-sm">
          {AUTH_MESSAGES.resetRequested}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="email" label="Email Address" error={errors.email?.message}>
            <Input {...fieldProps("email", errors.email?.message)} type="email" autoComplete="email" {...form.register("email")} />
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Sending..." : "Send reset link"}
          </Button>
        </form>
      )}
      <Link to="/auth/sign-in" search={{}} className="text-center text-sm text-primary hover:underline">
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
