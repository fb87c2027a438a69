import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { AUTH_MESSAGES, type ResetPasswordForm } from "@/shared/contracts/auth";
import { Button } from "@/web/components/ui/button";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { AuthCard } from "./auth-card";
import { showPasswordError } from "@/web/lib/password-error";
import { meQuery } from "@/web/lib/me-query";
import { resetPassword } from "./api";
import { usePageTitle } from "@/web/components/page-title";
import { lazyResolver } from "@/web/lib/lazy-resolver";

const resolver = lazyResolver(() => import("./form-resolvers").then((m) => m.resetPasswordResolver));

export function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const { token, error } = useSearch({ from: "/auth/reset-password" });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<z.infer<typeof ResetPasswordForm>>({ resolver, defaultValues: { password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword({ newPassword: password, token: token ?? "" });
      queryClient.setQueryData(meQuery.queryKey, null);
      toast.success(AUTH_MESSAGES.resetDone);
      navigate({ to: "/auth/sign-in", search: {} });
    } catch (e) {
      showPasswordError(form, "password", e, "Could not reset the password");
    }
  });
  const invalid = !token || error;
  return (
    <AuthCard title="Choose a new password" description="Your other sessions will be signed out." allowSignedIn>
      {invalid ? (
        <p role="alert" className="text-sm text-destructive">
          This reset link is invalid or has expired. <Link to="/auth/forgot-password" className="underline">Request a new one</Link>.
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <Field id="password" label="New Password" hint="Min. 8 characters" error={errors.password?.message}>
            <Input {...fieldProps("password", errors.password?.message, "Min. 8 characters")} type="password" autoComplete="new-password" {...form.register("password")} />
          </Field>
          <Field id="confirmPassword" label="Confirm Password" error={errors.confirmPassword?.message}>
            <Input {...fieldProps("confirmPassword", errors.confirmPassword?.message)} type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </Field>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Set new password"}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
