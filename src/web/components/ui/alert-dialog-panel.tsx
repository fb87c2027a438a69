import { AlertDialog as Primitive } from "radix-ui";
import { cn } from "@/web/lib/utils";
import { Button } from "./button";
import { type OverlayState, refocus } from "./lazy-overlay";

/** ConfirmDialog's dialog, loaded when first opened. */
export function ConfirmPanel({
  state,
  title,
  description,
  confirmLabel = "Delete",
  onConfirm,
}: {
  state: OverlayState;
  title: string;
  description?: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <Primitive.Root open={state.open} onOpenChange={state.setOpen}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Primitive.Content
          onCloseAutoFocus={refocus(state.trigger)}
          className={cn("fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg")}
        >
          <Primitive.Title className="text-lg font-semibold">{title}</Primitive.Title>
          <Primitive.Description className={cn("text-sm text-muted-foreground", !description && "sr-only")}>
            {description ?? title}
          </Primitive.Description>
          <div className="flex justify-end gap-2">
            <Primitive.Cancel asChild>
              <Button variant="outline">Cancel</Button>
            </Primitive.Cancel>
            <Primitive.Action asChild>
              <Button variant="destructive" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Primitive.Action>
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
