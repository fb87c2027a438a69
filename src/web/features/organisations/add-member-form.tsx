import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { AdminAddMemberInput, type InvitationInput } from "@/shared/contracts/organisations";
import { MEMBER_ROLE_LABELS, type MemberRole, type OrganisationKind } from "@/shared/policy/organisations";
import { ApiError, errorMessage, FieldsError } from "@/web/api/client";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Field, fieldProps } from "@/web/components/ui/field";
import { Input } from "@/web/components/ui/input";
import { addMemberAsAdmin, refreshOrganisation } from "./api";
import { RolePicker } from "./role-picker";

type Values = { email: string; role: MemberRole };
const resolver = zodResolver(AdminAddMemberInput);

/** Admins add an existing account by e-mail with a role; a basic account takes the organisation's kind. */
export function AddMemberForm({ organisationId, kind }: { organisationId: string; kind: OrganisationKind }) {
  const client = useQueryClient();
  const form = useForm<Values, unknown, InvitationInput>({ resolver, defaultValues: { email: "", role: "viewer" } });
  const add = useMutation({
    mutationFn: (v: InvitationInput) => addMemberAsAdmin(organisationId, v),
    onSuccess: (member) => {
      toast.success(`${member.name || member.email} added as ${MEMBER_ROLE_LABELS[member.role]}`);
      form.reset({ email: "", role: form.getValues("role") });
    },
    onError: (error) => {
      if (error instanceof FieldsError) {
        if (error.fields.email) form.setError("email", { message: error.fields.email });
        if (error.fields.role) form.setError("role", { message: error.fields.role });
      } else if (error instanceof ApiError && [403, 404, 409].includes(error.status)) form.setError("email", { message: error.message });
      toast.error(errorMessage(error, "Failed to add the member"));
    },
    onSettled: () => refreshOrganisation(client),
  });
  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Add a member</CardTitle>
        <CardDescription>Adds an existing account at once, without an invitation. Someone without an account must be invited.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((v) => add.mutate(v))} aria-label="Add a member">
          <Field id="add-member-email" label="E-mail of the account" error={errors.email?.message}>
            <Input {...fieldProps("add-member-email", errors.email?.message)} type="email" autoComplete="off" className="sm:max-w-sm" {...form.register("email")} />
          </Field>
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => <RolePicker id="add-member-role" kind={kind} value={field.value} onChange={field.onChange} error={errors.role?.message} disabled={add.isPending} />}
          />
          <div>
            <Button type="submit" disabled={add.isPending}>
              <UserPlus aria-hidden="true" />
              {add.isPending ? "Adding..." : "Add member"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
