import { Popover as Primitive } from "radix-ui";
import { useRef } from "react";
import type * as React from "react";
import type { OverlayState } from "./lazy-overlay";

/**
 * The popover itself, loaded when first opened, placed at the trigger. A click on the trigger is not an
 * outside click (the trigger closes it); after an outside click focus stays where the user put it.
 */
export function PopoverPanel({ state, ...props }: React.ComponentProps<typeof Primitive.Content> & { state: OverlayState }) {
  const clickedOutside = useRef(false);
  return (
    <Primitive.Root open={state.open} onOpenChange={state.setOpen}>
      <Primitive.Anchor virtualRef={state.trigger as React.RefObject<HTMLButtonElement>} />
      <Primitive.Portal>
        <Primitive.Content
          onOpenAutoFocus={() => {
            clickedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            if (state.trigger.current?.contains(event.target as Node)) event.preventDefault();
            else clickedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedOutside.current) state.trigger.current?.focus();
          }}
          {...props}
        />
      </Primitive.Portal>
    </Primitive.Root>
  );
}
