import { Download, FileText, ImageIcon } from "lucide-react";
import type { Message } from "@/shared/contracts/messages";
import type { ContractSide } from "@/shared/policy/contracts";
import { DOCUMENT_TYPES } from "@/shared/policy/credentials";
import { cn } from "@/web/lib/utils";
import { attachmentUrl } from "./api";
import { formatBytes } from "@/web/lib/utils";
import { messageTime, SIDE_LABELS } from "./format";

/** A message's files: each a download link with its name, type and size. */
function Attachments({ files }: { files: Message["attachments"] }) {
  return (
    <ul className="mt-2 grid min-w-56 gap-1.5 sm:min-w-72" aria-label="Attachments">
      {files.map((f) => {
        const Icon = f.type === "application/pdf" ? FileText : ImageIcon;
        return (
          <li key={f.id}>
            <a
              href={attachmentUrl(f.id)}
              download={f.name}
              className="flex min-w-0 items-center gap-2 rounded-md border bg-background px-2.5 py-1.5 text-sm text-foreground shadow-xs hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-medium" title={f.name}>
                  {f.name}
                </span>
                <span className="text-xs text-muted-foreground">
                  {DOCUMENT_TYPES[f.type]} · {formatBytes(f.size)}
                </span>
              </span>
              <Download className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One message as a chat bubble: the reader's own on the right in the primary colour, their colleagues' on the right
 * in a lighter tint, the other side's on the left (an admin, of neither side, sees the provider's on the right). The
 * text is shown as text (React escapes it), line breaks kept.
 */
export function MessageItem({ message: m, mySide }: { message: Message; mySide: ContractSide | null }) {
  const right = m.author.side === (mySide ?? "provider");
  const author = m.mine ? "You" : (m.author.name ?? m.author.email ?? "A former member");
  return (
    <li className={cn("flex", right ? "justify-end pl-6 sm:pl-16" : "justify-start pr-6 sm:pr-16")}>
      <article className="grid min-w-0 max-w-full gap-1" aria-label={`${author}, ${m.author.organisation}, ${messageTime(m.createdAt)}`}>
        <p className={cn("flex flex-wrap items-baseline gap-x-1.5 text-xs text-muted-foreground", right && "justify-end text-right")}>
          <span className="font-medium text-foreground">{author}</span>
          <span>
            {m.author.organisation} · {SIDE_LABELS[m.author.side]}
          </span>
          <time dateTime={m.createdAt}>{messageTime(m.createdAt)}</time>
        </p>
        <div
          className={cn(
            "min-w-0 rounded-2xl px-3.5 py-2.5 shadow-xs",
            m.mine ? "rounded-tr-sm bg-primary text-primary-foreground" : right ? "rounded-tr-sm bg-primary/10" : "rounded-tl-sm bg-muted",
          )}
        >
          <p className="whitespace-pre-wrap break-words text-sm [overflow-wrap:anywhere]">{m.body}</p>
          {m.attachments.length > 0 && <Attachments files={m.attachments} />}
        </div>
      </article>
    </li>
  );
}
