import { Checkbox } from "@/web/components/ui/checkbox";
import { Label } from "@/web/components/ui/label";

/** One switch of the request form: a checkbox, its label, and a hint that says what it does. */
export function OptionField({ id, label, hint, checked, onChange }: { id: string; label: string; hint: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-start gap-3 rounded-md border p-3">
      <Checkbox id={id} className="mt-0.5" checked={checked} aria-describedby={`${id}-hint`} onCheckedChange={(v) => onChange(v === true)} />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
