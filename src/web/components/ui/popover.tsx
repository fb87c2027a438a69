import type { Popover as Primitive } from "radix-ui";
import { createContext, lazy, type ReactElement, Suspense, useContext } from "react";
import type * as React from "react";
import { cn } from "@/web/lib/utils";
import { OverlayTrigger, type OverlayState, useOverlay } from "./lazy-overlay";

const load = () => import("./popover-panel");
const PopoverPanel = lazy(() => load().then((m) => ({ default: m.PopoverPanel })));

const PopoverContext = createContext<OverlayState | null>(null);

export function Popover({ open, onOpenChange, children }: { open?: boolean; onOpenChange?: (open: boolean) => void; children: React.ReactNode }) {
  return <PopoverContext value={useOverlay({ open, onOpenChange })}>{children}</PopoverContext>;
}

export function PopoverTrigger({ children }: { asChild: true; children: ReactElement }) {
  return (
    <OverlayTrigger state={useContext(PopoverContext)!} popup="dialog" load={load}>
      {children}
    </OverlayTrigger>
  );
}

export function PopoverContent({ className, align = "start", sideOffset = 4, ...props }: React.ComponentProps<typeof Primitive.Content>) {
  const state = useContext(PopoverContext)!;
  if (!state.mounted) return null;
  return (
    <Suspense fallback={null}>
      <PopoverPanel
        state={state}
        align={align}
        sideOffset={sideOffset}
        className={cn("z-50 w-72 rounded-md border bg-popover p-3 text-popover-foreground shadow-md outline-none", className)}
        {...props}
      />
    </Suspense>
  );
}
