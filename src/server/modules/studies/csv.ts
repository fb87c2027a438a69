import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { MAX_FILE_ROWS, STUDY_COLUMNS, REQUIRED_STUDY_COLUMNS, STUDY_MESSAGES as M, type StudyColumn } from "@/shared/policy/studies";
import type { RawStudy } from "./rows";

/** A file's row, with the line it starts on (the header is line 1). */
export interface FileRow {
  line: number;
  raw: RawStudy;
}

/** Why a file cannot be read at all: its header or its CSV (no row is checked then). */
export class UnreadableFile extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: StudyColumn | null = null,
  ) {
    super(message);
  }
}

/** The header's columns, named case-insensitively; an unknown, missing or repeated column refuses the file. */
function columnsOf(header: string[]): StudyColumn[] {
  const seen = new Set<StudyColumn>();
  const columns = header.map((name) => {
    const column = STUDY_COLUMNS.find((c) => c === name.trim().toLowerCase());
    if (!column) throw new UnreadableFile(M.unknownColumn(name.trim()), 1);
    if (seen.has(column)) throw new UnreadableFile(M.columnTwice(column), 1, column);
    seen.add(column);
    return column;
  });
  for (const required of REQUIRED_STUDY_COLUMNS) if (!seen.has(required)) throw new UnreadableFile(M.missingColumn(required), 1, required);
  return columns;
}

/**
 * Reads a study file as it arrives (csv-parse, streaming): the header first, then each row with its line.
 * Blank lines are skipped; a row with more or fewer fields than the header, bad quoting or more than
 * 200,000 rows stops the reading with the line at fault.
 */
export async function* readStudyFile(body: ReadableStream<Uint8Array>): AsyncGenerator<FileRow> {
  const parser = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>).pipe(
    parse({ bom: true, skip_empty_lines: true, info: true, max_record_size: 64 * 1024 }),
  );
  let columns: StudyColumn[] | null = null;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!columns) {
        columns = columnsOf(record);
        continue;
      }
      if (++rows > MAX_FILE_ROWS) throw new UnreadableFile(M.fileTooLarge, info.lines);
      const raw: RawStudy = {};
      columns.forEach((column, i) => {
        raw[column] = record[i];
      });
      yield { line: info.lines, raw };
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof UnreadableFile) throw error;
    const e = error as { code?: string; message?: string; lines?: number };
    if (typeof e.code === "string" && e.code.startsWith("CSV_")) throw new UnreadableFile(M.malformed(cleanMessage(e.message ?? e.code)), e.lines ?? 0);
    throw error;
  }
  if (!columns || rows === 0) throw new UnreadableFile(M.fileEmpty, columns ? 2 : 1);
}

/** csv-parse's message without its option dump: "Invalid Closing Quote: got ... at line 3". */
const cleanMessage = (message: string) => message.replace(/\s+/g, " ").slice(0, 200);
