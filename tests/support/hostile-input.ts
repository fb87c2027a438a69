import fc from "fast-check";

/**
 * fast-check generators of hostile HTTP input: text with control characters, prototype words,
 * dates outside every database's range, huge numbers, wrong types, deep nesting, long strings,
 * unknown and duplicate keys, bodies that are not JSON, query strings with broken encoding.
 */

/** A JSON object kept as its entries, so that `__proto__` and duplicate keys are sent as written. */
class JsonObject {
  constructor(readonly entries: [string, unknown][]) {}
}
/** JSON text sent as is (numbers JavaScript cannot hold, such as 1e400). */
class RawJson {
  constructor(readonly text: string) {}
}

function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof JsonObject) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(",")}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(",")}]`;
  return JSON.stringify(value) ?? "null";
}

/** encodeURIComponent that also takes lone surrogates (sent as U+FFFD). */
const enc = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));

const PROTO_WORDS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf", "__defineGetter__"];

const control = fc.oneof(fc.integer({ min: 0, max: 31 }), fc.constant(127)).map((n) => String.fromCharCode(n));
const withControl = fc.tuple(fc.string({ maxLength: 12 }), control, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b);
const protoWord = fc.constantFrom(...PROTO_WORDS);

const EXTREME_DATES = ["+275760-09-13", "-271821-04-19", "+275760-09-13T00:00:00.000Z", "-271821-04-20T00:00:00Z", "0000-01-01", "10000-01-01", "2030-02-30", "2030-01-01T24:00:00Z", "soon 2031", "2"];
/** Dates from the whole JavaScript range, as ISO text, beside known troublemakers. */
const extremeDate = fc.oneof(
  fc.constantFrom(...EXTREME_DATES),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer({ min: 0, max: 40 }).map((years) => `${new Date().getUTCFullYear() + years}-06-01T00:00:00Z`),
);

const longString = fc.oneof(
  fc.integer({ min: 201, max: 12_000 }).map((n) => "x".repeat(n)),
  fc.string({ minLength: 201, maxLength: 600 }),
);

const hostileString = fc.oneof(
  { weight: 4, arbitrary: withControl },
  { weight: 3, arbitrary: protoWord },
  { weight: 2, arbitrary: extremeDate },
  { weight: 1, arbitrary: longString },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", " ", "%", "%00", "\\", "'; drop table tenders; --", "%_", "null", "NaN", "-1", "1e400", "00000000-0000-0000-0000-000000000000"),
  },
);

const hugeNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, 1e21, 5e-324, 0.005, -0.01, 99_999_999_999.99, 1e11 + 1, 1e15),
  fc.constantFrom("1e400", "-1e400", "123456789012345678901234567890", "0.0000000000000000000001", "-0").map((t) => new RawJson(t)),
);

const hostileKey = fc.oneof(protoWord, withControl, fc.string({ maxLength: 10 }), fc.constantFrom("id", "status", "role", "hospitalId", "verified"));

/** Any JSON value made of hostile parts, a few levels deep. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: JsonObject }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    hugeNumber,
    fc.boolean(),
    fc.constant(null),
    tie("array"),
    tie("object"),
  ),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.array(fc.tuple(hostileKey, tie("value")), { maxLength: 4 }).map((entries) => new JsonObject(entries)),
})).value;

/** What replaces a valid value: mostly hostile text, sometimes a hostile number or any hostile JSON. */
const mutation = fc.oneof({ weight: 6, arbitrary: hostileString }, { weight: 1, arbitrary: hugeNumber }, { weight: 1, arbitrary: hostileValue });

/** The value with a control character put into it (into one entry of a list), else a hostile one. */
const taint = (value: unknown) =>
  fc.tuple(control, fc.nat(), mutation).map(([c, at, other]) => {
    const into = (s: string) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1));
    if (typeof value === "string") return into(value);
    if (Array.isArray(value) && typeof value[0] === "string") return [into(value[0]), ...value.slice(1)];
    return other;
  });

/**
 * Valid values for every field with one or two of them replaced (or left out), sometimes with
 * extra keys: a hostile value reaches the code behind validation only when the rest is valid.
 */
function mutatedEntries(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<[string, unknown][]> {
  const names = Object.keys(fields);
  const extra = fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }) });
  const change = (valid: Record<string, unknown>) =>
    fc.constantFrom(...names).chain((name) =>
      fc.tuple(fc.constant(name), fc.oneof({ weight: 3, arbitrary: taint(valid[name]) }, { weight: 3, arbitrary: mutation }, { weight: 1, arbitrary: fc.constant(undefined) })),
    );
  return fc.record(fields).chain((valid) =>
    fc.tuple(names.length ? fc.array(change(valid), { minLength: 1, maxLength: 2 }) : fc.constant([]), extra).map(([changed, added]) => {
      const values = new Map<string, unknown>(Object.entries(valid));
      for (const [name, value] of changed) value === undefined ? values.delete(name) : values.set(name, value);
      return [...values, ...added] as [string, unknown][];
    }),
  );
}

export interface Body {
  contentType?: string;
  text?: string;
}

/** `{"a":{"a":...}}` or `[[...]]`, written as text: a body too deep to build as an object. */
const deepBody = fc.tuple(fc.integer({ min: 18, max: 6000 }), fc.constantFrom("object", "array"), fc.string({ maxLength: 8 })).map(
  ([depth, kind, name]): Body => {
    const [open, close] = kind === "object" ? [`{${JSON.stringify(name)}:`, "}"] : ["[", "]"];
    return { contentType: "application/json", text: `{${JSON.stringify(name)}:${open.repeat(depth)}1${close.repeat(depth)}}` };
  },
);

const malformed = fc.oneof(
  fc.constantFrom('{"a":', "", "{", "nul", "\u0000", "{'a':1}", '{"a":1}garbage', "\uFEFF{}", "[1,]", '{"a":1,}', "{}{}"),
  fc.string({ maxLength: 30 }),
);

const ODD_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "application/xml",
  "application/json; charset=utf-16",
  "application/ld+json",
  "application/JSON",
  "",
];

const json = (text: string): Body => ({ contentType: "application/json", text });

/** A JSON body with every field valid. */
export const validBody = (fields: Record<string, fc.Arbitrary<unknown>>) => fc.record(fields).map((v) => json(JSON.stringify(v)));

/** Bodies for a route whose fields and their valid values are given: one or two fields hostile, or the whole body. */
export function hostileBody(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Body> {
  const entries = mutatedEntries(fields);
  return fc.oneof(
    { weight: 12, arbitrary: entries.map((e) => json(toJson(new JsonObject(e)))) },
    { weight: 1, arbitrary: hostileValue.map((v) => json(toJson(v))) },
    { weight: 1, arbitrary: deepBody },
    { weight: 1, arbitrary: malformed.map(json) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...ODD_TYPES), entries).map(([contentType, e]): Body => ({
        contentType: contentType || undefined,
        text: contentType.includes("form")
          ? e.map(([k, v]) => `${enc(k)}=${enc(typeof v === "string" ? v : toJson(v))}`).join("&")
          : toJson(new JsonObject(e)),
      })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
  );
}

const BROKEN_ENCODINGS = ["%00", "%ZZ", "%E0%A4%A", "%", "a%00b", "%FF%FE", "%C0%80", "%7F", "%0A%0D%09", "+", "%2B"];

/** A query string of some of the route's parameters, each valid. */
export function validQuery(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(params);
  return fc
    .subarray(names)
    .chain((chosen) => fc.tuple(...chosen.map((n) => params[n]!.map((v) => `${enc(n)}=${enc(v)}`))))
    .map((parts) => (parts.length ? `?${parts.join("&")}` : ""));
}

/** The route's parameters, valid but for one or two (hostile, broken, repeated), sometimes others. */
export function hostileQuery(params: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(params);
  const name = names.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, hostileKey) : hostileKey;
  const tainted = names.length
    ? fc.constantFrom(...names).chain((n) => params[n]!.chain((v) => taint(v)).map((v) => `${enc(n)}=${enc(String(v))}`))
    : withControl.map((v) => `q=${enc(v)}`);
  const hostile = fc.oneof(
    { weight: 4, arbitrary: tainted },
    { weight: 5, arbitrary: fc.tuple(name, fc.oneof(hostileString, hugeNumber.map(toJson))).map(([k, v]) => `${enc(k)}=${enc(v)}`) },
    { weight: 1, arbitrary: fc.tuple(name, fc.constantFrom(...BROKEN_ENCODINGS)).map(([k, v]) => `${enc(k)}=${v}`) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ENCODINGS) },
  );
  return fc
    .tuple(validQuery(params), fc.array(hostile, { minLength: 1, maxLength: 2 }), fc.boolean())
    .map(([good, bad, badFirst]) => {
      const parts = [good.slice(1), ...bad].filter(Boolean);
      return `?${(badFirst ? parts.reverse() : parts).join("&")}`;
    });
}

/** A path segment that is no id: random UUIDs and hostile text. */
export const hostileId = fc.oneof({ weight: 1, arbitrary: fc.uuid() }, { weight: 2, arbitrary: hostileString.map(enc) });
