import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, Suspense } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { AUTH_MESSAGES, ChangePasswordForm } from "@/shared/contracts/auth";
import { errorMessage } from "@/web/api/client";
import { Page, PageHeader } from "@/web/components/page";
import { RoleBadge } from "@/web/components/top-bar";
import { guarded } from "@/web/components/route-guard";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { SkeletonRows } from "@/web/components/ui/skeleton";
import { showPasswordError } from "@/web/lib/password-error";
import { meQuery } from "@/web/lib/me-query";
import { useAuth, useSignOut } from "@/web/lib/use-auth";
import { changePassword, updateMe } from "./api";
import { usePageTitle } from "@/web/components/page-title";
import { NotificationsSection } from "@/web/features/notifications";
import { PasskeysCard, SessionsCard, TwoFactorCard } from "@/web/features/security";

const NameForm = z.object({ name: z.string().trim().min(1, AUTH_MESSAGES.nameRequired).max(120, "Name must be at most 120 characters") });

function Profile() {
  usePageTitle("Profile Settings");
  const { me, role } = useAuth();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const nameForm = useForm<z.infer<typeof NameForm>>({ resolver: zodResolver(NameForm), values: { name: me?.profile.name ?? "" } });
  const pwForm = useForm<z.infer<typeof ChangePasswordForm>>({ resolver: zodResolver(ChangePasswordForm), defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });

  const saveName = nameForm.handleSubmit(async ({ name }) => {
    try {
      queryClient.setQueryData(meQuery.queryKey, await updateMe({ name }));
      toast.success("Profile updated successfully");
    } catch (e) {
      toast.error(errorMessage(e, "Failed to update profile"));
    }
  });

  const submitPassword = pwForm.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      pwForm.reset();
      toast.success("Password changed. Your other sessions were signed out.");
    } catch (e) {
      showPasswordError(pwForm, "newPassword", e, "Failed to change password");
    }
  });

  async function handleSignOut() {
    const result = await signOut();
    if (result === "ok") toast.success(AUTH_MESSAGES.signOutSuccess);
    else toast.warning(AUTH_MESSAGES.signOutWarning);
    navigate({ to: "/" });
  }

  if (!me) return null;
  const n = nameForm.formState.errors;
  const p = pwForm.formState.errors;
  return (
    <Page className="max-w-3xl">
      <PageHeader title="Profile Settings" description="Your account details and security." />
      <div className="grid gap-6">
        <Section title="Account" description="Your name is shown to other RadBridge users.">
          <form onSubmit={saveName} noValidate className="grid gap-4">
            <Field id="name" label="Full Name" error={n.name?.message}>
              <Input {...fieldProps("name", n.name?.message)} {...nameForm.register("name")} />
            </Field>
            <Field id="email" label="Email Address">
              <Input id="email" value={me.user.email} readOnly disabled />
            </Field>
            <div className="flex items-center gap-2 text-sm">
              <span className="font-medium">Role:</span> <RoleBadge role={role} />
            </div>
            <SubmitButton pending={nameForm.formState.isSubmitting} label="Save changes" pendingLabel="Saving..." />
          </form>
        </Section>
        <Section title="Change password" description="Changing your password signs out your other sessions.">
          <form onSubmit={submitPassword} noValidate className="grid gap-4">
            <Field id="currentPassword" label="Current Password" error={p.currentPassword?.message}>
              <Input {...fieldProps("currentPassword", p.currentPassword?.message)} type="password" autoComplete="current-password" {...pwForm.register("currentPassword")} />
            </Field>
            <Field id="newPassword" label="New Password" hint="Min. 8 characters" error={p.newPassword?.message}>
              <Input {...fieldProps("newPassword", p.newPassword?.message, "Min. 8 characters")} type="password" autoComplete="new-password" {...pwForm.register("newPassword")} />
            </Field>
            <Field id="confirmNewPassword" label="Confirm New Password" error={p.confirmPassword?.message}>
              <Input {...fieldProps("confirmNewPassword", p.confirmPassword?.message)} type="password" autoComplete="new-password" {...pwForm.register("confirmPassword")} />
            </Field>
            <SubmitButton pending={pwForm.formState.isSubmitting} label="Change password" pendingLabel="Changing..." />
          </form>
        </Section>
        <Suspense fallback={<SkeletonRows label="Loading two-factor authentication" count={1} rowClassName="h-32" />}>
          <TwoFactorCard />
          <PasskeysCard />
          <SessionsCard />
        </Suspense>
        <NotificationsSection />
        <Section title="Sign out">
          <Button variant="outline" onClick={handleSignOut}>
            Sign Out
          </Button>
        </Section>
      </div>
    </Page>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <div>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}

export const ProfilePage = guarded(Profile);
