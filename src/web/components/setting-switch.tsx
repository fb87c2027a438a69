import { cn } from "@/web/lib/utils";

/**
 * An organisation setting that is on or off: a switch for those who may change it, its state in words for the others.
 * `on` is what to show (the pending value while a change is saved).
 */
export function SettingSwitch({ id, label, hint, on, pending, canChange, onToggle }: { id: string; label: string; hint: string; on: boolean; pending: boolean; canChange: boolean; onToggle: () => void }) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-md border p-3">
      <div className="grid gap-1">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      </div>
      {canChange ? (
        <span className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {on ? "On" : "Off"}
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-hint`}
            disabled={pending}
            onClick={onToggle}
            className={cn(
              "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-60",
              on ? "bg-primary" : "bg-muted-foreground/70",
            )}
          >
            <span aria-hidden="true" className={cn("block size-5 rounded-full bg-background shadow transition-transform", on ? "translate-x-5" : "translate-x-0")} />
          </button>
        </span>
      ) : (
        <span className="shrink-0 text-sm font-medium">{on ? "On" : "Off"}</span>
      )}
    </div>
  );
}
