import { MEMBER_ROLE_HINTS, MEMBER_ROLE_LABELS, type MemberRole, type OrganisationKind, rolesOf } from "@/shared/policy/organisations";
import { Label } from "@/web/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/web/components/ui/radio-group";

/** The roles of a kind of organisation as radio buttons, each with what it may do (MEMBER_ROLE_HINTS). */
export function RolePicker({
  id,
  kind,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  kind: OrganisationKind;
  value: MemberRole;
  onChange: (role: MemberRole) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-medium">Role</legend>
      <RadioGroup aria-label="Role" value={value} disabled={disabled} onValueChange={(v) => onChange(v as MemberRole)}>
        {rolesOf(kind).map((role) => (
          <div key={role} className="flex items-start gap-2">
            <RadioGroupItem value={role} id={`${id}-${role}`} aria-describedby={`${id}-${role}-hint`} className="mt-0.5" />
            <div className="grid gap-0.5">
              <Label htmlFor={`${id}-${role}`}>{MEMBER_ROLE_LABELS[role]}</Label>
              <span id={`${id}-${role}-hint`} className="text-xs text-muted-foreground">
                {MEMBER_ROLE_HINTS[role]}
              </span>
            </div>
          </div>
        ))}
      </RadioGroup>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
