import type { Dialog as Primitive } from "radix-ui";
import { createContext } from "react";

/** Radix's title and description, handed from the lazily loaded panel to the parts rendered inside it. */
export const DialogParts = createContext<{ Title: typeof Primitive.Title; Description: typeof Primitive.Description } | null>(null);
