import type { StudyError, StudyErrorsBody } from "@/shared/contracts/studies";
import { ERRORS_SHOWN, STUDY_COLUMNS, type StudyColumn } from "@/shared/policy/studies";
import type { FileRow } from "./csv";
import { type BundleProblem, type BundleStudy, parseBundle, studiesOfBundle } from "./fhir-bundle";
import type { IngestOutcome } from "./ingest";

/**
 * A FHIR bundle through the ledger's ingest: read into study rows (fhir-bundle.ts), then recorded by `ingest` (the
 * JSON batch's, for the caller's key or session), every refusal answered with the FHIR path of each problem in the
 * shape of a refused file or batch.
 */
export async function ingestBundle(body: string, ingest: (rows: FileRow[]) => Promise<IngestOutcome>): Promise<IngestOutcome> {
  const bundle = await studiesOfBundle(parseBundle(body));
  if (!bundle.ok) return { ok: false, body: bundleRefusal(bundle.problems) };
  const outcome = await ingest(bundle.studies);
  return outcome.ok ? outcome : { ok: false, body: ingestRefusal(outcome.body, bundle.studies) };
}

const quote = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** Problems as the route answers them: `path: message` per error (with `path` apart), the first 100, all of them as CSV. */
function bundleRefusal(problems: BundleProblem[]): StudyErrorsBody {
  const errors: StudyError[] = [...problems]
    .sort((a, b) => a.line - b.line)
    .map((p) => ({ line: p.line, column: p.column, path: p.path, message: `${p.path}: ${p.message}` }));
  return {
    error: { code: "BAD_REQUEST", message: errors.length === 1 ? errors[0]!.message : `${errors.length.toLocaleString("en-US")} problems in the bundle: nothing was stored` },
    errors: errors.slice(0, ERRORS_SHOWN),
    errorCount: errors.length,
    report: ["line,column,message", ...errors.map((e) => [String(e.line), e.column ?? "", quote(e.message)].join(","))].join("\n"),
  };
}

const REPORT_LINE = /^(\d+),([a-z_]*),(.*)$/;

/** The errors of an ingest's refusal, all of them, read back from its report (its `errors` hold only the first 100). */
function reportErrors(report: string): { line: number; column: StudyColumn | null; message: string }[] {
  return report
    .split("\n")
    .slice(1)
    .flatMap((text) => {
      const [, line, column, message] = REPORT_LINE.exec(text) ?? [];
      if (line === undefined || message === undefined) return [];
      const known = STUDY_COLUMNS.find((c) => c === column) ?? null;
      return [{ line: Number(line), column: known, message: message.startsWith('"') ? message.slice(1, -1).replace(/""/g, '"') : message }];
    });
}

/**
 * The ingest's refusal of a bundle's studies (a row failing the contract's terms, a reference sent twice or recorded by
 * the other side), each error at the FHIR path its column came from, else at its ImagingStudy.
 */
function ingestRefusal(body: StudyErrorsBody, studies: BundleStudy[]): StudyErrorsBody {
  const paths = new Map(studies.map((s) => [s.line, s.paths]));
  return bundleRefusal(
    reportErrors(body.report).map((e) => {
      const of = paths.get(e.line);
      return { ...e, path: (e.column && of?.[e.column]) || of?.study || "Bundle" };
    }),
  );
}
