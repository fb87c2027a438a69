import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv-draft-04";
import addFormats from "ajv-formats";

/**
 * The official OCDS 1.1.5 schemas shipped in standards/ocds-1.1 (draft-04), compiled once: each registered under its
 * own `id` URL, so that the packages' `$ref`s to the release schema resolve here and never over the network.
 */

const DIR = path.resolve(import.meta.dirname, "../../standards/ocds-1.1");
const FILES = ["release-schema.json", "versioned-release-validation-schema.json", "release-package-schema.json", "record-package-schema.json"];

let ajv: Ajv | undefined;
const ids: Record<string, string> = {};

function compiled(): Ajv {
  if (ajv) return ajv;
  // The OCDS schemas use keywords of their own (codelist, openCodelist, omitWhenMerged…): not strict.
  const made = new Ajv({ strict: false, allErrors: true, loadSchema: undefined });
  addFormats(made);
  for (const file of FILES) {
    const schema = JSON.parse(fs.readFileSync(path.join(DIR, file), "utf8")) as { id: string };
    ids[file] = schema.id;
    made.addSchema(schema);
  }
  ajv = made;
  return made;
}

export type OcdsSchema = "release-package-schema.json" | "record-package-schema.json" | "release-schema.json";

/** The errors of `data` against an official schema, one line each; empty when it is valid. */
export function ocdsErrors(schema: OcdsSchema, data: unknown): string[] {
  const validator = compiled();
  const validate = validator.getSchema(ids[schema]!);
  if (!validate) throw new Error(`schema ${schema} not loaded`);
  if (validate(data)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? ""} ${JSON.stringify(e.params)}`);
}
