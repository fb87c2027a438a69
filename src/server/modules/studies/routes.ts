import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  DisputeInput,
  IngestResultSchema,
  ResolveInput,
  StatementQuery,
  StatementSchema,
  StudiesQuery,
  StudyBatchInput,
  StudyErrorsBody,
  StudyPage,
  StudySchema,
} from "@/shared/contracts/studies";
import { STUDY_COLUMN_HINTS, STUDY_COLUMNS, STUDY_MESSAGES as M } from "@/shared/policy/studies";
import type { AppEnv } from "../../context";
import { Invalid } from "../../errors";
import { signedIn } from "../../http/guards";
import { errorBody, IdParams, json, jsonBody } from "../../http/openapi";
import type { Router } from "../../http/router";
import { keyHolder } from "./api-keys";
import { type FileRow, readStudyFile } from "./csv";
import { ingestBundle } from "./fhir-ingest";
import type { IngestOutcome } from "./ingest";
import { rawOf } from "./rows";
import { disputeStudy, listStudies, recordStudies, recordStudiesWithKey, resolveStudy } from "./service";
import { getStatement, statementCsv } from "./statement";

const tags = ["studies"];
const refused = {
  401: errorBody("Not signed in (or, with a key: an unknown or revoked key)"),
  403: errorBody("Not a member of either organisation of the contract, or a role that may not do this"),
  404: errorBody("No such contract or study"),
};
const conflict = { 409: errorBody("The contract is not active, or the study is not in a state that allows this") };
const StudyParams = IdParams.extend({ studyId: z.string().uuid("Invalid id").openapi({ param: { name: "studyId", in: "path" } }) });
/** The ingest routes take an API key or a session. */
const SECURITY: { [name: string]: string[] }[] = [{ apiKey: [] }, { session: [] }];
const columns = STUDY_COLUMNS.map((c) => `\`${c}\` (${STUDY_COLUMN_HINTS[c]})`).join("; ");
const ingested = {
  200: json(IngestResultSchema, "Every study stored (new references added, known ones updated)"),
  400: json(StudyErrorsBody, "Nothing stored: the errors with their line (file) or row (batch) numbers"),
};

/** A FHIR R4 Bundle, as OpenAPI describes it: the route checks it against HL7's schema itself (fhir-schema.ts). */
const FHIR_BUNDLE = {
  type: "object" as const,
  description: "A FHIR R4 Bundle of ImagingStudy, ServiceRequest and DiagnosticReport resources (https://hl7.org/fhir/R4/bundle.html)",
  required: ["resourceType", "type"],
  properties: { resourceType: { type: "string" as const, enum: ["Bundle"] }, type: { type: "string" as const }, entry: { type: "array" as const, items: { type: "object" as const } } },
};

/** Runs an ingest for the request's API key (when it sends `Authorization`) or its signed-in member. */
async function ingestFor(c: Context<AppEnv>, id: string, rows: () => AsyncIterable<FileRow> | FileRow[], via: string): Promise<IngestOutcome> {
  const authorization = c.req.header("authorization");
  if (authorization) return recordStudiesWithKey(c.get("ctx"), await keyHolder(c.get("ctx"), authorization), id, rows());
  signedIn.check(c);
  return recordStudies(c.get("ctx"), c.get("actor"), id, rows(), via);
}

/** The performance ledger of a contract (issue 31): studies, disputes and monthly statements. */
export function registerStudiesRoutes(app: Router) {
  app.openapi(
    createRoute({
      method: "post",
      path: "/api/contracts/{id}/studies/file",
      operationId: "uploadStudies",
      tags,
      summary: "Record a CSV file of studies, all or nothing (up to 200,000 rows)",
      description: `A CSV file (Content-Type: text/csv) with a header line naming its columns, case-insensitively: ${columns}. Any other column refuses the file, so that no patient name, identifier or birth date can be sent. A reference sent again updates its study. Members of either side (hospital Owners and Buyers, provider Owners and Bidders), or an API key.`,
      security: SECURITY,
      request: { params: IdParams, body: { required: true, content: { "text/csv": { schema: z.string().openapi({ description: "The file" }) } } } },
      responses: { ...ingested, ...refused, ...conflict, 413: errorBody("More than 40 MB"), 415: errorBody("Not text/csv") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const body = c.req.raw.body;
      if (!body) throw new Invalid(M.fileEmpty);
      const outcome = await ingestFor(c, id, () => readStudyFile(body), "file");
      return outcome.ok ? c.json(outcome.result, 200) : c.json(outcome.body, 400);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/contracts/{id}/studies",
      operationId: "recordStudies",
      tags,
      summary: "Record a JSON batch of up to 5,000 studies, all or nothing",
      description:
        "For machine clients with an organisation's API key (`Authorization: Bearer rbk_…`), or a signed-in member. The same rules as the file; errors name the batch's row (from 1). Any field outside the documented ones is refused.",
      security: SECURITY,
      request: { params: IdParams, body: jsonBody(StudyBatchInput) },
      responses: { ...ingested, ...refused, ...conflict, 413: errorBody("More than 2 MB") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const { studies } = c.req.valid("json");
      const outcome = await ingestFor(c, id, () => studies.map((s, i) => ({ line: i + 1, raw: rawOf(s) })), "API");
      return outcome.ok ? c.json(outcome.result, 200) : c.json(outcome.body, 400);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/contracts/{id}/studies/fhir",
      operationId: "recordFhirStudies",
      tags,
      summary: "Record a FHIR R4 Bundle of studies (ImagingStudy, ServiceRequest, DiagnosticReport), all or nothing",
      description:
        "A FHIR R4 `Bundle` (Content-Type: application/fhir+json, or application/json) checked against HL7's official R4 schema, then read as one study per ImagingStudy (up to 5,000): its accession number (an identifier of type ACSN), its DICOM modality and `started`, the priority of the ServiceRequest it is `basedOn`, and the `issued` times of the preliminary and final DiagnosticReports that reference it (docs/fhir-study-feed.md). Then the same rules as a JSON batch. Only those three resource types are taken: RadBridge never takes patient data. Errors name the entry (from 1) and carry the FHIR path of each problem.",
      security: SECURITY,
      request: { params: IdParams, body: { required: true, content: { "application/fhir+json": { schema: FHIR_BUNDLE }, "application/json": { schema: FHIR_BUNDLE } } } },
      responses: { ...ingested, ...refused, ...conflict, 413: errorBody("More than 2 MB"), 415: errorBody("Not JSON") },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const outcome = await ingestBundle(await c.req.text(), (rows) => ingestFor(c, id, () => rows, "FHIR"));
      return outcome.ok ? c.json(outcome.result, 200) : c.json(outcome.body, 400);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts/{id}/studies",
      operationId: "listStudies",
      tags,
      summary: "The contract's studies, latest images first (both sides and admins)",
      request: { params: IdParams, query: StudiesQuery },
      responses: { 200: json(StudyPage, "A page of studies"), 400: errorBody("Bad status or paging"), ...refused },
    }),
    async (c) => c.json(await listStudies(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/contracts/{id}/studies/{studyId}/dispute",
      operationId: "disputeStudy",
      tags,
      summary: "Dispute a study the other side recorded, with a reason: it stops counting until resolved",
      request: { params: StudyParams, body: jsonBody(DisputeInput) },
      responses: { 200: json(StudySchema, "The study, disputed"), 400: errorBody("Invalid input"), ...refused, ...conflict },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await disputeStudy(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("json") }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/api/contracts/{id}/studies/{studyId}/resolve",
      operationId: "resolveStudy",
      tags,
      summary: "Resolve a dispute of a study your side recorded: correct it or confirm it",
      request: { params: StudyParams, body: jsonBody(ResolveInput) },
      responses: { 200: json(StudySchema, "The study, counted again"), 400: errorBody("Invalid input"), ...refused, ...conflict },
    }),
    async (c) => {
      signedIn.check(c);
      return c.json(await resolveStudy(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), input: c.req.valid("json") }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts/{id}/statement",
      operationId: "getStatement",
      tags,
      summary: "A month's statement: volume against forecast, turnaround percentiles, shares within commitment, service credits, peer review",
      request: { params: IdParams, query: StatementQuery },
      responses: { 200: json(StatementSchema, "The statement (the latest month with studies when none is asked)"), 400: errorBody("Bad month"), ...refused },
    }),
    async (c) => c.json(await getStatement(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") }), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/api/contracts/{id}/statement/export",
      operationId: "exportStatement",
      tags,
      summary: "A month's statement as CSV",
      request: { params: IdParams, query: StatementQuery },
      responses: { 200: { description: "The statement", content: { "text/csv": { schema: { type: "string" } } } }, 400: errorBody("Bad month"), ...refused },
    }),
    async (c) => {
      const statement = await getStatement(c.get("ctx"), c.get("actor"), { ...c.req.valid("param"), ...c.req.valid("query") });
      return c.body(statementCsv(statement), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="statement-${statement.contractId.slice(0, 8)}-${statement.month}.csv"`,
      });
    },
  );
}
