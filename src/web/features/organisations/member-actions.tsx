import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut, UserMinus } from "lucide-react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { Member } from "@/shared/contracts/organisations";
import { MEMBER_ROLE_LABELS, type MemberRole, type OrganisationKind, rolesOf } from "@/shared/policy/organisations";
import { errorMessage } from "@/web/api/client";
import { ConfirmDialog } from "@/web/components/ui/alert-dialog";
import { Button } from "@/web/components/ui/button";
import { NativeSelect } from "@/web/components/ui/input";
import { actForNewOrganisation, changeMemberRole, refreshOrganisation, removeMember } from "./api";

const memberName = (m: Member) => m.name || m.email;

/**
 * An Owner's role select for one member. The select only chooses; "Save" applies the choice (applying on every
 * change would fire one update per arrow key for keyboard users). The last owner's refusal comes back as a toast.
 */
export function MemberRoleSelect({ organisationId, kind, member }: { organisationId: string; kind: OrganisationKind; member: Member }) {
  const client = useQueryClient();
  const [role, setRole] = useState<MemberRole>(member.role);
  useEffect(() => setRole(member.role), [member.role]);
  const change = useMutation({
    mutationFn: (next: MemberRole) => changeMemberRole(organisationId, member.userId, next),
    onSuccess: (saved) => toast.success(`${memberName(member)} is now ${MEMBER_ROLE_LABELS[saved.role]}`),
    onError: (error) => {
      toast.error(errorMessage(error, "Failed to change the role"));
      setRole(member.role);
    },
    onSettled: () => refreshOrganisation(client),
  });
  const changed = role !== member.role;
  return (
    <div className="flex min-w-36 flex-wrap items-center gap-2">
      <NativeSelect aria-label={`Role of ${memberName(member)}`} className="h-8 w-36" value={role} disabled={change.isPending} onChange={(e) => setRole(e.target.value as MemberRole)}>
        {rolesOf(kind).map((r) => (
          <option key={r} value={r}>
            {MEMBER_ROLE_LABELS[r]}
          </option>
        ))}
      </NativeSelect>
      {changed && (
        <>
          <Button size="sm" disabled={change.isPending} onClick={() => change.mutate(role)} aria-label={`Save the role of ${memberName(member)}`}>
            {change.isPending ? "Saving..." : "Save"}
          </Button>
          <Button size="sm" variant="ghost" disabled={change.isPending} onClick={() => setRole(member.role)}>
            Cancel
          </Button>
        </>
      )}
    </div>
  );
}

/** An Owner (or an admin) removes another member, after a confirmation. */
export function RemoveMemberButton({ organisationId, organisationName, member }: { organisationId: string; organisationName: string; member: Member }) {
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => removeMember(organisationId, member.userId),
    onSuccess: () => toast.success(`${memberName(member)} was removed from ${organisationName}`),
    onError: (error) => toast.error(errorMessage(error, "Failed to remove the member")),
    onSettled: () => refreshOrganisation(client),
  });
  return (
    <ConfirmDialog
      title="Remove this member?"
      description={`${memberName(member)} (${member.email}) will no longer act for ${organisationName}. They can be invited again later.`}
      confirmLabel="Remove"
      onConfirm={() => remove.mutate()}
      trigger={
        <Button size="sm" variant="ghost" className="text-destructive" disabled={remove.isPending} aria-label={`Remove ${memberName(member)}`}>
          <UserMinus aria-hidden="true" /> {remove.isPending ? "Removing..." : "Remove"}
        </Button>
      }
    />
  );
}

/** Every member may leave (the last owner is refused, with the server's reason); the app then acts for their next organisation, if any. */
export function LeaveButton({ organisationId, organisationName, userId }: { organisationId: string; organisationName: string; userId: string }) {
  const client = useQueryClient();
  const leave = useMutation({
    mutationFn: () => removeMember(organisationId, userId),
    onSuccess: async () => {
      toast.success(`You left ${organisationName}`);
      await actForNewOrganisation(client);
    },
    onError: (error) => toast.error(errorMessage(error, "Failed to leave the organisation")),
  });
  return (
    <ConfirmDialog
      title="Leave this organisation?"
      description={`You will no longer act for ${organisationName}. To come back, an Owner must invite you again.`}
      confirmLabel="Leave organisation"
      onConfirm={() => leave.mutate()}
      trigger={
        <Button size="sm" variant="outline" disabled={leave.isPending}>
          <LogOut aria-hidden="true" /> {leave.isPending ? "Leaving..." : "Leave organisation"}
        </Button>
      }
    />
  );
}
