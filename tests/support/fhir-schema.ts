import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";

/**
 * HL7's official FHIR R4 schema (standards/fhir-r4/fhir.schema.json), compiled here independently of the product's
 * loader: a whole Bundle against `#/definitions/Bundle`, each entry's resource through the schema's `oneOf` of every
 * resource type. What the tests send is checked with it, so that the server and the standard are seen to agree.
 */

const FILE = path.resolve(import.meta.dirname, "../../standards/fhir-r4/fhir.schema.json");
let bundle: ValidateFunction | undefined;

function compiled(): ValidateFunction {
  if (bundle) return bundle;
  const schema = JSON.parse(readFileSync(FILE, "utf8")) as Record<string, unknown>;
  // Draft-06's `id` is Ajv 8's `$id`.
  const id = String(schema.id);
  schema.$id = id;
  delete schema.id;
  delete schema.$schema;
  const ajv = new Ajv({ strict: false });
  ajv.addSchema(schema);
  bundle = ajv.getSchema(`${id}#/definitions/Bundle`)!;
  return bundle;
}

/** Whether `value` is a valid FHIR R4 Bundle by the official schema, and Ajv's first errors when not. */
export function officialBundleCheck(value: unknown): { valid: boolean; errors: string[] } {
  const validate = compiled();
  const valid = validate(value) as boolean;
  return { valid, errors: (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message}`) };
}
