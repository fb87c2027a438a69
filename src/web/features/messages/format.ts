import { DOCUMENT_MAX_BYTES } from "@/shared/policy/credentials";
import { ATTACHMENTS_MAX, MESSAGE_MESSAGES as M } from "@/shared/policy/messages";

/** What the file input offers; the server decides from the file's first bytes. */
export const ACCEPTED_FILES = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";
const ACCEPTED_NAME = /\.(pdf|png|jpe?g)$/i;

/** "May 12, 2027, 2:05 PM": a message's time, in the reader's time zone. */
export const messageTime = (at: string) => new Date(at).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

export const SIDE_LABELS = { hospital: "Hospital", provider: "Provider" } as const;

/**
 * The files chosen so far plus the new ones, checked as the server will check them (count, size, name): those that
 * fit, and the server's message for the first problem (the file's name in front), if any.
 */
export function addFiles(current: File[], added: File[]): { files: File[]; problem?: string } {
  const files = [...current];
  let problem: string | undefined;
  for (const file of added) {
    const wrong = !ACCEPTED_NAME.test(file.name) ? M.attachmentWrongType : file.size > DOCUMENT_MAX_BYTES ? M.attachmentTooLarge : undefined;
    if (wrong) problem ??= `${file.name}: ${wrong}`;
    else if (files.length >= ATTACHMENTS_MAX) problem ??= M.tooManyAttachments;
    else files.push(file);
  }
  return { files, problem };
}
