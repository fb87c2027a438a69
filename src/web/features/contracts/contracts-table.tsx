import { Link } from "@tanstack/react-router";
import type { ContractSummary } from "@/shared/contracts/contracts";
import type { OrganisationKind } from "@/shared/policy/organisations";
import { DataTable, NarrowList, td } from "@/web/components/data-table";
import { formatDay } from "@/web/lib/utils";
import { counterpartyOf, termText } from "./format";
import { ContractStatusBadge, WaitingForYou } from "./labels";

const none = <span className="text-muted-foreground">—</span>;

/** Whose rows: a member's (one counterparty column, "Waiting for you") or an admin's (both parties). */
export type ContractViewer = { kind: OrganisationKind } | "admin";

function TitleLink({ contract: c }: { contract: ContractSummary }) {
  return (
    <Link to="/contracts/$id" params={{ id: c.id }} className="font-medium text-primary hover:underline">
      {c.title}
    </Link>
  );
}

function NextAction({ contract: c, viewer }: { contract: ContractSummary; viewer: ContractViewer }) {
  const notice = c.terminatesOn && (c.status === "scheduled" || c.status === "active") ? `Notice given: ends on ${formatDay(c.terminatesOn)}` : null;
  if (!c.nextAction) return notice ? <span>{notice}</span> : none;
  const mine = viewer !== "admin" && c.awaiting !== null && c.awaiting === viewer.kind;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span>{c.nextAction}</span>
      {mine && <WaitingForYou />}
    </span>
  );
}

/** The contracts of a page: a table from the md breakpoint, a list on phones. */
export function ContractRows({ rows, viewer, caption }: { rows: ContractSummary[]; viewer: ContractViewer; caption: string }) {
  const admin = viewer === "admin";
  const counterpartyLabel = admin ? "" : viewer.kind === "provider" ? "Hospital" : "Provider";
  const parties = (c: ContractSummary) => (admin ? `${c.hospital.name} · ${c.provider.name}` : counterpartyOf(c, viewer.kind).name);
  return (
    <>
      <NarrowList label={caption}>
        {rows.map((c) => (
          <li key={c.id} className="grid gap-1.5 py-3 text-sm">
            <div className="flex items-start justify-between gap-2">
              <TitleLink contract={c} />
              <ContractStatusBadge status={c.status} />
            </div>
            <div className="text-muted-foreground">
              {admin ? parties(c) : `${counterpartyLabel}: ${parties(c)}`} · from {formatDay(c.startDate)} · {termText(c.termMonths)}
            </div>
            {(c.nextAction || c.terminatesOn) && (
              <div>
                <span className="sr-only">Next action: </span>
                <NextAction contract={c} viewer={viewer} />
              </div>
            )}
          </li>
        ))}
      </NarrowList>
      <DataTable
        wideOnly
        caption={caption}
        columns={["Title", "Status", ...(admin ? ["Hospital", "Provider"] : [counterpartyLabel]), "Start", "Term", "Next action"]}
      >
        {rows.map((c) => (
          <tr key={c.id}>
            <td className={td}>
              <TitleLink contract={c} />
            </td>
            <td className={td}>
              <ContractStatusBadge status={c.status} />
            </td>
            {admin ? (
              <>
                <td className={td}>{c.hospital.name}</td>
                <td className={td}>{c.provider.name}</td>
              </>
            ) : (
              <td className={td}>{parties(c)}</td>
            )}
            <td className={`${td} whitespace-nowrap`}>{formatDay(c.startDate)}</td>
            <td className={`${td} whitespace-nowrap`}>{termText(c.termMonths)}</td>
            <td className={td}>
              <NextAction contract={c} viewer={viewer} />
            </td>
          </tr>
        ))}
      </DataTable>
    </>
  );
}
