import { Link } from "@tanstack/react-router";
import type { AdminCredential } from "@/shared/contracts/credential-review";
import { CredentialActions } from "./admin-credentials-actions";
import { Decided, DocumentLink, jurisdiction, typeLabel, Uploaded, Validity } from "./admin-credentials-bits";

const th = "px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-muted-foreground";
const td = "px-3 py-2 align-top";

function ProviderLink({ credential: c }: { credential: AdminCredential }) {
  return (
    <Link to="/providers/$slug" params={{ slug: c.provider.slug }} className="font-medium text-primary hover:underline">
      {c.provider.name}
    </Link>
  );
}

/** Why it was rejected, in the Rejected tab. */
function Reason({ credential: c }: { credential: AdminCredential }) {
  if (!c.rejectionReason) return null;
  return (
    <p className="mt-1 whitespace-pre-line break-words text-sm">
      <span className="font-medium">Reason:</span> {c.rejectionReason}
    </p>
  );
}

/** On a phone: one card per credential. */
function CredentialList({ credentials, caption }: { credentials: AdminCredential[]; caption: string }) {
  return (
    <ul className="divide-y md:hidden" aria-label={caption}>
      {credentials.map((c) => (
        <li key={c.id} className="grid gap-2 py-4 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <ProviderLink credential={c} />
            <span className="text-xs text-muted-foreground">
              Uploaded <Uploaded at={c.createdAt} />
              <Decided credential={c} />
            </span>
          </div>
          <div>
            <div className="font-medium">
              {typeLabel(c)}, {jurisdiction(c)}
            </div>
            <div className="break-all">No. {c.number}</div>
            <div className="text-muted-foreground">{c.issuingBody}</div>
          </div>
          <Validity credential={c} />
          <DocumentLink credential={c} />
          <Reason credential={c} />
          <CredentialActions credential={c} />
        </li>
      ))}
    </ul>
  );
}

function CredentialTable({ credentials, caption }: { credentials: AdminCredential[]; caption: string }) {
  return (
    <div className="relative -mx-2 hidden overflow-x-auto px-2 md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b">
          <tr>
            <th className={th}>Provider</th>
            <th className={th}>Credential</th>
            <th className={th}>Valid</th>
            <th className={th}>Uploaded</th>
            <th className={th}>Document</th>
            <th className={th}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {credentials.map((c) => (
            <tr key={c.id}>
              <td className={td}>
                <ProviderLink credential={c} />
              </td>
              <td className={`${td} max-w-xs`}>
                <div className="font-medium">{typeLabel(c)}</div>
                <div>{jurisdiction(c)}</div>
                <div className="break-all">No. {c.number}</div>
                <div className="text-muted-foreground">{c.issuingBody}</div>
                <Reason credential={c} />
              </td>
              <td className={td}>
                <Validity credential={c} />
              </td>
              <td className={td}>
                <Uploaded at={c.createdAt} />
                <Decided credential={c} />
              </td>
              <td className={`${td} max-w-48`}>
                <DocumentLink credential={c} />
              </td>
              <td className={td}>
                <CredentialActions credential={c} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The credentials as a table, or as a list on a phone. */
export function AdminCredentialsTable(props: { credentials: AdminCredential[]; caption: string }) {
  return (
    <>
      <CredentialList {...props} />
      <CredentialTable {...props} />
    </>
  );
}
