import { Download, FileText } from "lucide-react";
import type { AdminCredential } from "@/shared/contracts/credential-review";
import { CREDENTIAL_TYPES, DOCUMENT_TYPES } from "@/shared/policy/credentials";
import { countryName } from "@/shared/reference/countries";
import { Badge } from "@/web/components/ui/badge";
import { formatDate, formatDay, relativeTime } from "@/web/lib/utils";
import { documentUrl } from "./admin-credentials-api";

/** Within this many days of its expiry, a credential says how many are left. */
const SOON_DAYS = 90;
const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD in the viewer's time zone. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

export const typeLabel = (c: AdminCredential) => CREDENTIAL_TYPES[c.type];
export const jurisdiction = (c: AdminCredential) => (c.region ? `${countryName(c.country)}, ${c.region}` : countryName(c.country));

/** "12 KB", "1.4 MB". */
export function fileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Expired, not yet valid, or expiring soon: what an admin must notice before verifying. */
export function ValidityHint({ credential: c }: { credential: AdminCredential }) {
  const now = today();
  if (c.expiresOn <= now) return <Badge variant="destructive">Expired</Badge>;
  if (c.validFrom > now) return <Badge variant="warning">Not yet valid</Badge>;
  const left = daysBetween(now, c.expiresOn);
  if (left > SOON_DAYS) return null;
  return <Badge variant="warning">{left === 1 ? "Expires tomorrow" : `Expires in ${left} days`}</Badge>;
}

/** Valid from and expires on, with the hint. */
export function Validity({ credential: c }: { credential: AdminCredential }) {
  return (
    <div className="grid gap-1">
      <span>
        {formatDay(c.validFrom)} – {formatDay(c.expiresOn)}
      </span>
      <span>
        <ValidityHint credential={c} />
      </span>
    </div>
  );
}

/** When it was uploaded or last changed by the provider. */
export function Uploaded({ at }: { at: string }) {
  return (
    <time dateTime={at} title={formatDate(at)} className="whitespace-nowrap">
      {relativeTime(at)}
    </time>
  );
}

/** When an admin verified or rejected it (the Verified and Rejected tabs). */
export function Decided({ credential: c }: { credential: AdminCredential }) {
  if (c.status === "pending" || !c.reviewedAt) return null;
  return (
    <span className="block text-xs text-muted-foreground">
      {c.status === "verified" ? "Verified" : "Rejected"} <Uploaded at={c.reviewedAt} />
    </span>
  );
}

/** The document's name, type and size, and its download link. */
export function DocumentLink({ credential: c }: { credential: AdminCredential }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <span className="flex min-w-0 items-center gap-1">
        <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="truncate" title={c.document.name}>
          {c.document.name}
        </span>
      </span>
      <span className="text-xs text-muted-foreground">
        {DOCUMENT_TYPES[c.document.type]}, {fileSize(c.document.size)}
      </span>
      <a href={documentUrl(c.id)} download={c.document.name} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <Download className="size-3.5" aria-hidden="true" />
        Download<span className="sr-only"> {c.document.name}</span>
      </a>
    </div>
  );
}
