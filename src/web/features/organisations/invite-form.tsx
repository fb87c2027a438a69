import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { InvitationInput } from "@/shared/contracts/organisations";
import { INVITATION_DAYS, type MemberRole, type OrganisationKind } from "@/shared/policy/organisations";
import { ApiError, errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { invite, refreshOrganisation } from "./api";
import { RolePicker } from "./role-picker";

type Values = { email: string; role: MemberRole };
const resolver = zodResolver(InvitationInput);

/** An Owner invites someone by e-mail with a role: the mail carries a single-use link. */
export function InviteForm({ organisationId, kind }: { organisationId: string; kind: OrganisationKind }) {
  const client = useQueryClient();
  const form = useForm<Values, unknown, InvitationInput>({ resolver, defaultValues: { email: "", role: kind === "hospital" ? "buyer" : "bidder" } });
  const send = useMutation({
    mutationFn: (v: InvitationInput) => invite(organisationId, v),
    onSuccess: (invitation) => {
      toast.success(`Invitation sent to ${invitation.email}`);
      form.reset({ email: "", role: form.getValues("role") });
    },
    onError: (error) => {
      if (error instanceof FieldsError) {
        if (error.fields.email) form.setError("email", { message: error.fields.email });
        if (error.fields.role) form.setError("role", { message: error.fields.role });
      } else if (error instanceof ApiError && error.status === 409) form.setError("email", { message: error.message });
      toast.error(errorMessage(error, "Failed to send the invitation"));
    },
    onSettled: () => refreshOrganisation(client),
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invite someone</CardTitle>
        <CardDescription>
          They receive an e-mail with a link valid {INVITATION_DAYS} days. Someone without an account signs up with that e-mail first.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => send.mutate(v))} aria-label="Invite someone">
          <Field id="invite-email" label="E-mail" error={errors.email?.message}>
            <Input {...fieldProps("invite-email", errors.email?.message)} type="email" autoComplete="off" placeholder="colleague@example.com" className="sm:max-w-sm" {...form.register("email")} />
          </Field>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <RolePicker id="invite-role" kind={kind} value={field.value} onChange={field.onChange} error={errors.role?.message} disabled={send.isPending} />}
          />
          <div>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden="true" />
              {send.isPending ? "Sending..." : "Send invitation"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
