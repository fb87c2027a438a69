import type { Dialog as Primitive } from "radix-ui";
import { createContext, lazy, type ReactElement, Suspense, useContext } from "react";
import type * as React from "react";
import { cn } from "@/web/lib/utils";
import { DialogParts } from "./dialog-parts";
import { OverlayTrigger, type OverlayState, useOverlay } from "./lazy-overlay";

const load = () => import("./dialog-panel");
const DialogPanel = lazy(() => load().then((m) => ({ default: m.DialogPanel })));

const DialogContext = createContext<OverlayState | null>(null);

export function Dialog({ open, onOpenChange, children }: { open?: boolean; onOpenChange?: (open: boolean) => void; children: React.ReactNode }) {
  return <DialogContext value={useOverlay({ open, onOpenChange })}>{children}</DialogContext>;
}

export function DialogTrigger({ children }: { asChild: true; children: ReactElement }) {
  return (
    <OverlayTrigger state={useContext(DialogContext)!} popup="dialog" load={load}>
      {children}
    </OverlayTrigger>
  );
}

type ContentProps = React.ComponentProps<typeof Primitive.Content>;

export function DialogContent({ className, ...props }: ContentProps) {
  return (
    <Panel
      className={cn(
        "fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg",
        className,
      )}
      {...props}
    />
  );
}

/** A side sheet (used for filters on small screens and the mobile menu). */
export function SheetContent({ className, side = "left", ...props }: ContentProps & { side?: "left" | "right" }) {
  return (
    <Panel
      className={cn(
        "fixed inset-y-0 z-50 flex w-[85vw] max-w-sm flex-col gap-4 overflow-y-auto bg-background p-6 shadow-lg",
        side === "left" ? "left-0 border-r" : "right-0 border-l",
        className,
      )}
      {...props}
    />
  );
}

function Panel(props: ContentProps) {
  const state = useContext(DialogContext)!;
  if (!state.mounted) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel state={state} {...props} />
    </Suspense>
  );
}

export function DialogTitle({ className, ...props }: React.ComponentProps<typeof Primitive.Title>) {
  const { Title } = useContext(DialogParts)!;
  return <Title className={cn("text-lg font-semibold", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: React.ComponentProps<typeof Primitive.Description>) {
  const { Description } = useContext(DialogParts)!;
  return <Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
