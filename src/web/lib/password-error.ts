import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { PASSWORD_POLICY_MESSAGES } from "@/shared/contracts/auth";
import { errorMessage } from "@/web/api/client";

/** A new password the server's policy refuses is shown under its field, which gets the focus; any other failure as a toast. */
export function showPasswordError<T extends FieldValues>(form: UseFormReturn<T>, field: Path<T>, error: unknown, fallback: string) {
  const message = errorMessage(error, fallback);
  if (PASSWORD_POLICY_MESSAGES.includes(message)) form.setError(field, { message }, { shouldFocus: true });
  else toast.error(message);
}
