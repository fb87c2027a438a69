import type { Study } from "@/shared/contracts/studies";
import { tierLabel } from "@/shared/policy/contracts";
import { DataTable, NarrowList, td } from "@/web/components/data-table";
import { DisputeDialog } from "./dispute-dialog";
import { COMPACT_TABLE, instantText, SIDE_LABELS } from "./format";
import { ResolveDialog } from "./resolve-dialog";
import { DisputeNote, Instant, StudyStatusBadge, Tier, Turnaround, Within } from "./study-bits";

/** What a correction may choose from: the contract's service lines. */
export interface LineChoices {
  modalities: string[];
  tiers: string[];
}

const COLUMNS = [
  "Reference",
  "Modality",
  "Tier",
  "Images available",
  "Final report",
  "Turnaround",
  "Within commitment",
  "Peer review",
  "Recorded by",
  "Status",
];

const none = <span className="text-muted-foreground">—</span>;

function Actions({ contractId, study: s, choices }: { contractId: string; study: Study; choices: LineChoices }) {
  if (!s.actions.length) return null;
  const withStudy = (list: string[], value: string) => (list.includes(value) ? list : [value, ...list]);
  return (
    <div className="flex flex-wrap gap-2">
      {s.actions.includes("dispute") && <DisputeDialog contractId={contractId} study={s} />}
      {s.actions.includes("resolve") && (
        <ResolveDialog contractId={contractId} study={s} modalities={withStudy(choices.modalities, s.modality)} tiers={withStudy(choices.tiers, s.tier)} />
      )}
    </div>
  );
}

/** One study on a phone: its reference and status, then its facts in words. */
function StudyItem({ contractId, study: s, choices }: { contractId: string; study: Study; choices: LineChoices }) {
  return (
    <li className="grid gap-1.5 py-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <span className="font-mono font-medium">{s.reference}</span>
        <StudyStatusBadge study={s} />
      </div>
      <p>
        {s.modality} · {tierLabel(s.tier)}
      </p>
      <p className="text-muted-foreground">
        Images {instantText(s.imagesAvailableAt)} · final report {instantText(s.finalReportAt)}
      </p>
      <p className="flex flex-wrap items-center gap-x-4">
        <span>
          Turnaround <Turnaround study={s} />
        </span>
        <span className="inline-flex items-center gap-1">
          Within commitment: <Within study={s} />
        </span>
      </p>
      <p className="text-muted-foreground">
        {s.peerReview ? `Peer review ${s.peerReview}` : "No peer review"} · recorded by the {SIDE_LABELS[s.submittedBySide].toLowerCase()}
      </p>
      <DisputeNote study={s} />
      <Actions contractId={contractId} study={s} choices={choices} />
    </li>
  );
}

/**
 * A page of studies: a table from the md breakpoint (a disputed study's reason on a row under it, the buttons under
 * its status), a list on phones.
 */
export function StudyRows({ contractId, rows, choices, caption }: { contractId: string; rows: Study[]; choices: LineChoices; caption: string }) {
  return (
    <>
      <NarrowList label={caption}>
        {rows.map((s) => (
          <StudyItem key={s.id} contractId={contractId} study={s} choices={choices} />
        ))}
      </NarrowList>
      <div className={COMPACT_TABLE}>
        <DataTable wideOnly caption={caption} columns={COLUMNS}>
          {rows.map((s) => (
            <StudyRow key={s.id} contractId={contractId} study={s} choices={choices} />
          ))}
        </DataTable>
      </div>
    </>
  );
}

function StudyRow({ contractId, study: s, choices }: { contractId: string; study: Study; choices: LineChoices }) {
  const disputed = s.status === "disputed" && s.dispute;
  const cell = `${td} whitespace-nowrap`;
  return (
    <>
      <tr className={disputed ? "border-b-0 bg-warning/10" : undefined}>
        <td className={`${cell} font-mono text-xs`}>{s.reference}</td>
        <td className={td}>{s.modality}</td>
        <td className={td}>
          <Tier study={s} />
        </td>
        <td className={td}>
          <Instant iso={s.imagesAvailableAt} />
        </td>
        <td className={td}>
          <Instant iso={s.finalReportAt} />
        </td>
        <td className={td}>
          <Turnaround study={s} />
        </td>
        <td className={td}>
          <Within study={s} />
        </td>
        <td className={td}>{s.peerReview ?? none}</td>
        <td className={td}>{SIDE_LABELS[s.submittedBySide]}</td>
        <td className={td}>
          <div className="grid justify-items-start gap-1.5">
            <StudyStatusBadge study={s} />
            <Actions contractId={contractId} study={s} choices={choices} />
          </div>
        </td>
      </tr>
      {disputed && (
        <tr className="bg-warning/10">
          <td className={`${td} pt-0`} colSpan={COLUMNS.length}>
            <DisputeNote study={s} />
          </td>
        </tr>
      )}
    </>
  );
}
