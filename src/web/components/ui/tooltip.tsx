import { Tooltip as Primitive } from "radix-ui";
import type * as React from "react";

export function Tooltip({ content, children }: { content: React.ReactNode; children: React.ReactNode }) {
  return (
    <Primitive.Provider delayDuration={200}>
      <Primitive.Root>
        <Primitive.Trigger asChild>{children}</Primitive.Trigger>
        <Primitive.Portal>
          <Primitive.Content sideOffset={4} className="z-50 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md">
            {content}
          </Primitive.Content>
        </Primitive.Portal>
      </Primitive.Root>
    </Primitive.Provider>
  );
}
