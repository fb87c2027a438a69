import { keepPreviousData, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { IngestResult, ResolveInput, Statement, Study, StudyErrorsBody, StudyPage } from "@/shared/contracts/studies";
import { STUDY_MESSAGES, type StudyStatus } from "@/shared/policy/studies";
import { ApiError, get, post } from "@/web/api/client";
import { queryRoots } from "@/web/lib/query-roots";
import { refreshQueries } from "@/web/lib/refresh-queries";

/** The ledger of a contract (issue 31): its studies a page at a time, its monthly statements, and the writes on them. */

const STUDIES_PAGE_SIZE = 25;
const root = ["studies"] as const;
const contractPath = (id: string) => `/api/contracts/${encodeURIComponent(id)}`;
const studyPath = (id: string, studyId: string) => `${contractPath(id)}/studies/${encodeURIComponent(studyId)}`;

/** The studies list's filter (all, or the disputed ones) and page, as the contract page's URL keeps them. */
export interface StudiesSearch {
  status?: Extract<StudyStatus, "disputed">;
  page?: number;
}

/** Every ledger query; the answers carry the viewer's actions, so the keys carry the viewer. */
export const studyQueries = {
  all: root,
  list: (contractId: string, search: StudiesSearch, viewer: string) =>
    queryOptions({
      queryKey: [...root, "list", viewer, contractId, search] as const,
      queryFn: () => get<StudyPage>(`${contractPath(contractId)}/studies`, { ...search, pageSize: STUDIES_PAGE_SIZE }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: false,
    }),
  /** A month's statement (YYYY-MM), or the latest month with studies when none is given. */
  statement: (contractId: string, month: string | undefined, viewer: string) =>
    queryOptions({
      queryKey: [...root, "statement", viewer, contractId, month ?? "latest"] as const,
      queryFn: () => get<Statement>(`${contractPath(contractId)}/statement`, { month }),
      placeholderData: keepPreviousData,
      staleTime: 0,
      retry: false,
    }),
};

/** The CSV of a month's statement, as a download link's address. */
export const statementExportUrl = (contractId: string, month: string) => `${contractPath(contractId)}/statement/export?month=${encodeURIComponent(month)}`;

/** A file refused as a whole (400): nothing was stored; the first errors with their lines, their count and the full report. */
export class StudyFileRefused extends ApiError {
  constructor(readonly body: StudyErrorsBody) {
    super(400, body.error.code, body.error.message);
  }
}

function refusal(status: number, text: string): ApiError {
  let body: Partial<StudyErrorsBody> | { error?: { code?: string; message?: string } } | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  if (status === 400 && body && "errors" in body && Array.isArray(body.errors) && body.error) return new StudyFileRefused(body as StudyErrorsBody);
  const message = body?.error?.message ?? (status === 413 ? STUDY_MESSAGES.fileTooLarge : "The file could not be uploaded");
  return new ApiError(status, body?.error?.code ?? String(status), message);
}

/**
 * Sends a CSV file of studies as it is (Content-Type: text/csv) by XMLHttpRequest, whose upload events report the
 * progress as a fraction from 0 to 1 (fetch cannot). All or nothing: a refused file rejects with StudyFileRefused.
 */
export function uploadStudies(contractId: string, file: File, onProgress: (fraction: number) => void): Promise<IngestResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${contractPath(contractId)}/studies/file`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("content-type", "text/csv");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as IngestResult);
      else reject(refusal(xhr.status, xhr.responseText));
    };
    xhr.onerror = () => reject(new ApiError(0, "NETWORK", "Network error: please check your connection and try again."));
    xhr.send(file);
  });
}

export const disputeStudy = (contractId: string, studyId: string, reason: string) => post<Study>(`${studyPath(contractId, studyId)}/dispute`, { reason });
export const resolveStudy = (contractId: string, studyId: string, input: ResolveInput) => post<Study>(`${studyPath(contractId, studyId)}/resolve`, input);

/** After any ledger write: the studies, the statements, and the contract's Activity (which records disputes and uploads). */
export const refreshStudies = (client: QueryClient) => refreshQueries(client, root, queryRoots.contracts);
