import type { IngestResult, StudyError, StudyErrorsBody } from "@/shared/contracts/studies";
import { ERRORS_SHOWN, MAX_BATCH_ROWS, STUDY_MESSAGES as M } from "@/shared/policy/studies";
import type { ServiceContext } from "../../context";
import type { Tx } from "../../db/client";
import { Conflict, NotFound } from "../../errors";
import { recordContractEvent } from "../contracts/events";
import * as contractsRepo from "../contracts/repo";
import type { EventActor } from "../events/record";
import { publishOpenDataChange } from "../open-data/publish";
import { type FileRow, UnreadableFile } from "./csv";
import { measuresWindowStart } from "./measures";
import { referenceHasher } from "./reference";
import * as repo from "./repo";
import { type CheckedStudy, checkStudy } from "./rows";

/** What the ingest knows of the contract (found and authorised by the caller). */
export interface IngestContract {
  id: string;
  title: string;
  hospitalOrganisationId: string;
  providerId: string;
  startDate: string;
}

export interface IngestBy extends repo.Submitter {
  actor: EventActor;
  /** How the studies came: "file" or "API" (with the key's name), for the history. */
  via: string;
}

export type IngestOutcome = { ok: true; result: IngestResult } | { ok: false; body: StudyErrorsBody };

/** A refusal found inside the write's transaction: it rolls the transaction back and becomes the answer. */
class Refused extends Error {
  constructor(readonly errors: StudyError[]) {
    super("refused");
  }
}

const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The answer to a refused file or batch: the first errors in line order, the count, and all of them as CSV. */
export function refusal(errors: StudyError[]): StudyErrorsBody {
  const sorted = [...errors].sort((a, b) => a.line - b.line);
  const lines = new Set(sorted.map((e) => e.line)).size;
  const message = sorted.length === 1 && sorted[0]!.line <= 1 ? sorted[0]!.message : M.wrongFormat(lines);
  return {
    error: { code: "BAD_REQUEST", message },
    errors: sorted.slice(0, ERRORS_SHOWN),
    errorCount: sorted.length,
    report: ["line,column,message", ...sorted.map((e) => [String(e.line), e.column ?? "", quote(e.message)].join(","))].join("\n"),
  };
}

/**
 * Records a file's or a batch's studies for a contract, all or nothing: every row is checked first (against the terms
 * in force on its day, and for a reference sent twice); then, under the contract's lock, a reference the other side
 * recorded is refused; then every row is written, its months' figures and the provider's directory figures recomputed,
 * and the history told, in one transaction.
 */
export async function ingestStudies(ctx: ServiceContext, c: IngestContract, by: IngestBy, source: AsyncIterable<FileRow> | Iterable<FileRow>): Promise<IngestOutcome> {
  const timeline = { startDate: c.startDate, versions: await repo.agreedVersions(ctx.db, c.id) };
  const hash = referenceHasher(ctx.secret, c.hospitalOrganisationId);
  const now = new Date();
  const errors: StudyError[] = [];
  const checked: CheckedStudy[] = [];
  const lineOf = new Map<string, number>();
  try {
    for await (const { line, raw } of source) {
      const outcome = checkStudy(raw, timeline, hash, now);
      if ("problems" in outcome) {
        for (const p of outcome.problems) errors.push({ line, column: p.column, message: p.message });
        continue;
      }
      const first = lineOf.get(outcome.study.referenceHash);
      if (first !== undefined) errors.push({ line, column: "reference", message: M.duplicate(first) });
      else lineOf.set(outcome.study.referenceHash, line);
      checked.push(outcome.study);
    }
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    errors.push({ line: error.line, column: error.column, message: error.message });
  }
  if (errors.length) return { ok: false, body: refusal(errors) };

  try {
    const result = await ctx.db.transaction((tx) => write(tx, c, by, checked, lineOf));
    return { ok: true, result };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, body: refusal(error.errors) };
    throw error;
  }
}

async function write(tx: Tx, c: IngestContract, by: IngestBy, rows: CheckedStudy[], lineOf: Map<string, number>): Promise<IngestResult> {
  const locked = await contractsRepo.lockContract(tx, c.id);
  if (!locked) throw new NotFound("Contract not found");
  if (locked.status !== "active") throw new Conflict(M.notActive);
  const months = new Set(rows.map((r) => r.month));
  const errors: StudyError[] = [];
  let updated = 0;
  for (let i = 0; i < rows.length; i += MAX_BATCH_ROWS) {
    const existing = await repo.existingStudies(tx, c.id, rows.slice(i, i + MAX_BATCH_ROWS).map((r) => r.referenceHash));
    for (const e of existing) {
      if (e.side !== by.side) errors.push({ line: lineOf.get(e.hash)!, column: "reference", message: M.otherSides(e.side) });
      months.add(e.month);
      updated++;
    }
  }
  if (errors.length) throw new Refused(errors);
  for (let i = 0; i < rows.length; i += MAX_BATCH_ROWS) await repo.upsertStudies(tx, c.id, by, rows.slice(i, i + MAX_BATCH_ROWS));
  const touched = [...months].sort();
  await repo.refreshMonths(tx, c.id, touched);
  if (locked.tenderId) await publishOpenDataChange(tx, locked.tenderId);
  await repo.refreshProviderMeasures(tx, c.providerId, measuresWindowStart());
  await recordContractEvent(tx, by.actor, c, "studies_recorded", {
    studies: { before: null, after: rows.length },
    added: { before: null, after: rows.length - updated },
    updated: { before: null, after: updated },
    via: { before: null, after: by.via },
  });
  return { stored: rows.length, created: rows.length - updated, updated, months: touched.map((m) => m.slice(0, 7)) };
}
