import { X } from "lucide-react";
import { Dialog as Primitive } from "radix-ui";
import type * as React from "react";
import { DialogParts } from "./dialog-parts";
import { type OverlayState, refocus } from "./lazy-overlay";

const parts = { Title: Primitive.Title, Description: Primitive.Description };

/** The overlay, the content and its close button: what a dialog and a sheet share. Loaded when first opened. */
export function DialogPanel({ state, children, ...props }: React.ComponentProps<typeof Primitive.Content> & { state: OverlayState }) {
  return (
    <Primitive.Root open={state.open} onOpenChange={state.setOpen}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Primitive.Content onCloseAutoFocus={refocus(state.trigger)} {...props}>
          <DialogParts value={parts}>{children}</DialogParts>
          <Primitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring">
            <X className="size-4" />
            <span className="sr-only">Close</span>
          </Primitive.Close>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
