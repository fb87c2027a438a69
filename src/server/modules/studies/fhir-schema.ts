import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import Ajv, { type ErrorObject, type ValidateFunction } from "ajv";

/**
 * HL7's official FHIR R4 JSON schema (standards/fhir-r4, see standards/README.md), compiled with Ajv once per
 * process on first use (about 1.5 s: every definition reaches every resource through `contained`), and Ajv's errors
 * turned into FHIR paths and plain words. A value is checked against one definition at a time (a resource against
 * its own type, a Bundle without its entries' resources): through the schema's 146-way `oneOf` of resources the
 * errors would be noise.
 */

/** From the repository's root in development and tests, and from /app in the Docker image (which copies standards/). */
export const FHIR_R4_SCHEMA_FILE = fileURLToPath(new URL("../../../../standards/fhir-r4/fhir.schema.json", import.meta.url));
const SCHEMA_ID = "http://hl7.org/fhir/json-schema/4.0";

/** A problem at a FHIR path (`Bundle.entry[2].resource.issued`), in words (`is required`). */
export interface FhirProblem {
  path: string;
  message: string;
}

/**
 * Checks `value` against the schema's definition `definition` (ImagingStudy, Bundle...). `path` is the value's FHIR
 * path, `element` the name of its element (`ImagingStudy`, `Bundle`), from which element names in messages are made.
 */
export type FhirCheck = (definition: string, value: unknown, path: string, element: string) => FhirProblem[];

let loading: Promise<FhirCheck> | undefined;

/** The compiled schema: loaded and compiled by the first caller, shared by the rest (a failed load is tried again). */
export function fhirSchema(): Promise<FhirCheck> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<FhirCheck> {
  const schema = JSON.parse(await readFile(FHIR_R4_SCHEMA_FILE, "utf8")) as Record<string, unknown>;
  // Draft-06 names the schema with `id`, which Ajv 8 refuses: the same name under `$id`, in memory only.
  schema.$id = schema.id;
  delete schema.id;
  delete schema.$schema;
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(schema);
  const compiled = new Map<string, ValidateFunction>();
  return (definition, value, path, element) => {
    let validate = compiled.get(definition);
    if (!validate) {
      validate = ajv.getSchema(`${SCHEMA_ID}#/definitions/${definition}`);
      if (!validate) throw new Error(`FHIR R4 has no definition ${definition}`);
      compiled.set(definition, validate);
    }
    return validate(value) ? [] : problemsOf(validate.errors ?? [], value, path, element);
  };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Where a JSON pointer leads: its FHIR path (`.series[0].uid`) and its element names (`series.uid`). */
function located(value: unknown, pointer: string): { suffix: string; names: string[] } {
  let at = value;
  let suffix = "";
  const names: string[] = [];
  for (const raw of pointer.split("/").slice(1)) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(at)) {
      suffix += `[${segment}]`;
      at = at[Number(segment)];
    } else {
      suffix += `.${segment}`;
      names.push(segment);
      at = isObject(at) ? at[segment] : undefined;
    }
  }
  return { suffix, names };
}

const ARTICLE: Record<string, string> = { array: "an array", object: "an object", integer: "an integer" };
const PRIMITIVE = /#\/definitions\/([A-Za-z0-9]+)\/pattern$/;

/** One Ajv error in words, at its FHIR path. */
function problemOf(e: ErrorObject, value: unknown, path: string, element: string): FhirProblem {
  const { suffix, names } = located(value, e.instancePath);
  const at = `${path}${suffix}`;
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case "required":
      return { path: `${at}.${String(params.missingProperty)}`, message: "is required" };
    case "additionalProperties":
      return { path: `${at}.${String(params.additionalProperty)}`, message: `is not an element of ${[element, ...names].join(".")} in FHIR R4` };
    case "enum":
      return { path: at, message: `must be one of ${(params.allowedValues as unknown[]).map(String).join(", ")}` };
    case "const":
      return { path: at, message: `must be ${JSON.stringify(params.allowedValue)}` };
    case "type": {
      const type = String(params.type);
      return { path: at, message: `must be ${ARTICLE[type] ?? `a ${type}`}` };
    }
    case "pattern": {
      const primitive = PRIMITIVE.exec(e.schemaPath)?.[1];
      return { path: at, message: primitive ? `is not a valid FHIR ${primitive}` : "is not valid in FHIR R4" };
    }
    default:
      return { path: at, message: e.message ?? "is not valid in FHIR R4" };
  }
}

/**
 * Ajv's errors as problems, without repeats. Below a failed `oneOf` (a resource inside another, as in
 * `Bundle.entry.response.outcome`) every branch's errors are dropped for one problem at the `oneOf` itself.
 */
function problemsOf(errors: ErrorObject[], value: unknown, path: string, element: string): FhirProblem[] {
  const branches = errors.filter((e) => e.keyword === "oneOf").map((e) => e.instancePath);
  const outer = (pointer: string) => branches.find((b) => pointer === b || pointer.startsWith(`${b}/`));
  const found = new Map<string, FhirProblem>();
  for (const e of errors) {
    const branch = outer(e.instancePath);
    let problem: FhirProblem | null = problemOf(e, value, path, element);
    if (branch !== undefined)
      problem = e.keyword === "oneOf" && e.instancePath === branch ? { path: problem.path, message: "is not a valid FHIR R4 resource" } : null;
    if (problem) found.set(`${problem.path}\u0000${problem.message}`, problem);
  }
  return [...found.values()];
}
