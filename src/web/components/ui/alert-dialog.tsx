import { AlertDialog as Primitive } from "radix-ui";
import type * as React from "react";
import { cn } from "@/web/lib/utils";
import { Button } from "./button";

/** A confirmation dialog: `onConfirm` runs when the user presses the confirm button. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirmLabel = "Delete",
  onConfirm,
}: {
  trigger: React.ReactNode;
  title: string;
  description?: string;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  return (
    <Primitive.Root>
      <Primitive.Trigger asChild>{trigger}</Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Primitive.Content className={cn("fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg")}>
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
