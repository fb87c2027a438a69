import { Slot } from "radix-ui";
import { type ReactElement, type RefObject, useRef, useState } from "react";

/**
 * Dialogs, sheets and popovers load their code (Radix's focus trap, scroll lock, positioning) the first
 * time they open, not with the page. This is their open state; once opened they stay mounted.
 */
export interface OverlayState {
  open: boolean;
  setOpen: (open: boolean) => void;
  mounted: boolean;
  trigger: RefObject<HTMLButtonElement | null>;
}

export function useOverlay({ open: given, onOpenChange }: { open?: boolean; onOpenChange?: (open: boolean) => void }): OverlayState {
  const [own, setOwn] = useState(false);
  const open = given ?? own;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const trigger = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    setOwn(next);
    onOpenChange?.(next);
  };
  return { open, setOpen, mounted, trigger };
}

/** The button that opens the overlay (its one child, like Radix's `asChild` triggers); hovering or focusing it starts loading the code. */
export function OverlayTrigger({ state, popup, load, children }: { state: OverlayState; popup: "dialog"; load: () => unknown; children: ReactElement }) {
  return (
    <Slot.Root
      ref={state.trigger}
      aria-haspopup={popup}
      aria-expanded={state.open}
      data-state={state.open ? "open" : "closed"}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => state.setOpen(!state.open)}
    >
      {children}
    </Slot.Root>
  );
}

/** Where focus goes when the overlay closes: back to its trigger (Radix does this only for its own triggers). */
export function refocus(trigger: RefObject<HTMLButtonElement | null>) {
  return (event: Event) => {
    event.preventDefault();
    trigger.current?.focus();
  };
}
