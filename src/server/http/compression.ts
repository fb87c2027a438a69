import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE = /^\s*(?:application\/(?:[\w.-]+\+)?json|text\/html)\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Up to this size an answer is compressed on the spot (tens of microseconds, less than handing it to the thread
 * pool and back costs); larger ones are compressed off the event loop.
 */
export const SYNC_COMPRESSED_BYTES = 32 * 1024;

// Quality 4 of 11: near gzip's speed with smaller output; the built assets get 11 at build time.
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions = { level: 6 };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encoders = {
  br: (body: Uint8Array) => (body.byteLength <= SYNC_COMPRESSED_BYTES ? zlib.brotliCompressSync(body, brotliOptions) : brotli(body, brotliOptions)),
  gzip: (body: Uint8Array) => (body.byteLength <= SYNC_COMPRESSED_BYTES ? zlib.gzipSync(body, gzipOptions) : gzip(body, gzipOptions)),
};
type Encoding = keyof typeof encoders;

/** The encoding to answer with: the client's preferred of brotli and gzip (brotli on a tie), or none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepts = parseAccept(acceptEncoding);
  const q = (name: Encoding) => (accepts.find((a) => a.type.toLowerCase() === name) ?? accepts.find((a) => a.type === "*"))?.q ?? 0;
  const br = q("br");
  const gz = q("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : undefined;
}

/**
 * Compresses JSON and HTML answers of at least 1 KB with brotli or gzip, as Accept-Encoding allows.
 * Left alone: HEAD, bodiless and partial answers, answers already encoded or marked no-transform, and
 * /api/auth/* (session answers carry secrets; compressing them next to reflected input invites BREACH).
 * Static files are compressed at build time and served as such (see app.ts).
 */
export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get("content-type");
  if (
    c.req.method === "HEAD" ||
    !res.body ||
    res.status === 206 ||
    !type ||
    !COMPRESSIBLE.test(type) ||
    res.headers.has("content-encoding") ||
    NO_TRANSFORM.test(res.headers.get("cache-control") ?? "") ||
    c.req.path.startsWith("/api/auth/")
  ) {
    return;
  }
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  if (!encoding) {
    // Nothing to compress for this client, but the answer would differ for another one.
    addVary(res.headers);
    return;
  }
  const length = res.headers.get("content-length");
  if (length !== null && Number(length) < MIN_COMPRESSED_BYTES) return;

  const body = new Uint8Array(await res.arrayBuffer());
  if (body.byteLength < MIN_COMPRESSED_BYTES) {
    c.res = new Response(body, res);
    return;
  }
  const compressed = await encoders[encoding](body);
  // Hono copies the old answer's headers onto the new one: the changed headers are set after.
  c.res = new Response(compressed, res);
  const headers = c.res.headers;
  addVary(headers);
  headers.set("content-length", String(compressed.byteLength));
  headers.set("content-encoding", encoding);
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
};

function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? "")) headers.set("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}
