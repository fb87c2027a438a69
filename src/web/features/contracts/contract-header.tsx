import type { ReactNode } from "react";
import { TriangleAlert } from "lucide-react";
import type { Contract } from "@/shared/contracts/contracts";
import { formatDate, formatDay } from "@/web/lib/utils";
import { personName, SIDE_LABELS, termText } from "./format";
import { ContractStatusBadge, WaitingForYou } from "./labels";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words text-sm">{children}</dd>
    </div>
  );
}

/** "Notice of termination given: ends on D", with who gave it, when and why. */
function TerminationBanner({ termination: t }: { termination: NonNullable<Contract["termination"]> }) {
  return (
    <div role="status" className="mt-4 flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">Notice of termination given: ends on {formatDay(t.effectiveOn)}</p>
        <p className="text-muted-foreground">
          By {personName(t.by, t.bySide)} ({SIDE_LABELS[t.bySide]}) on {formatDate(t.noticeAt)}
        </p>
        <p className="whitespace-pre-line break-words">{t.reason}</p>
      </div>
    </div>
  );
}

/** The contract's title, status, parties and dates; the termination notice when one was given. */
export function ContractHeader({ contract: c }: { contract: Contract }) {
  const renewal = c.terms ? (c.terms.renewal === "automatic" ? "Renews automatically" : "None") : "—";
  const notice = c.terms ? `${c.terms.noticeDays} day${c.terms.noticeDays === 1 ? "" : "s"}` : "—";
  const waiting = c.mySide !== null && c.awaiting === c.mySide;
  return (
    <header className="mb-6">
      <div className="flex flex-wrap items-start gap-3">
        <h1 className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">{c.title}</h1>
        <ContractStatusBadge status={c.status} />
      </div>
      {c.nextAction && (
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Next: {c.nextAction}</span>
          {waiting && <WaitingForYou />}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 rounded-xl border bg-card p-4 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label="Hospital">{c.hospital.name}</Fact>
        <Fact label="Provider">{c.provider.name}</Fact>
        <Fact label="Currency">{c.currency}</Fact>
        <Fact label="Period">
          {formatDay(c.startDate)} – {formatDay(c.endDate)}
        </Fact>
        <Fact label="Term">{termText(c.termMonths)}</Fact>
        <Fact label="Renewal">{renewal}</Fact>
        <Fact label="Notice period">{notice}</Fact>
        <Fact label="Version in force">{c.currentVersion ? `Version ${c.currentVersion}` : "None yet"}</Fact>
      </dl>
      {c.termination && <TerminationBanner termination={c.termination} />}
    </header>
  );
}
