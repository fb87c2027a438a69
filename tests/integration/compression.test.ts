import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { SYNC_COMPRESSED_BYTES } from "@/server/http/compression";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
let list: string;
let large: string;
beforeAll(async () => {
  t = await startTestApp();
  // A directory search that only this file's providers match, long enough to be compressed.
  const token = `zip${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 4; i++) await make.provider(t, { name: `Compression ${token} ${i}`, description: `Reads ${"CT and MRI studies around the clock ".repeat(8)}` });
  list = `/api/providers?query=${token}`;
  // And one larger than what is compressed on the spot, which goes to the thread pool.
  const big = `zap${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 12; i++) await make.provider(t, { name: `Compression ${big} ${i}`, description: `${i} ${"Subspecialty reads for trauma, stroke and oncology, with peer review. ".repeat(50)}` });
  large = `/api/providers?query=${big}&pageSize=12`;
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding?: string) => t.request("GET", path, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("compressed answers", () => {
  it("a JSON list of more than 1 KB comes brotli-compressed to a client that accepts br, and decodes to the same JSON", async () => {
    const plain = await get(list);
    const plainBody = await bytes(plain);
    expect(plainBody.byteLength).toBeGreaterThan(1024);

    const res = await get(list, "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
    const body = await bytes(res);
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(plainBody.byteLength / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(body).toString("utf8"))).toEqual(JSON.parse(plainBody.toString("utf8")));
  });

  it("an answer larger than SYNC_COMPRESSED_BYTES is compressed too, in either encoding", async () => {
    const plain = await bytes(await get(large));
    expect(plain.byteLength).toBeGreaterThan(SYNC_COMPRESSED_BYTES);
    const br = await get(large, "br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(await bytes(br)).equals(plain)).toBe(true);
    const gz = await get(large, "gzip");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(await bytes(gz)).equals(plain)).toBe(true);
  });

  it("gzip when only gzip is accepted, or when brotli is refused", async () => {
    for (const accept of ["gzip", "br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      const res = await get(list, accept);
      expect(res.headers.get("content-encoding"), accept).toBe("gzip");
      const json = JSON.parse(zlib.gunzipSync(await bytes(res)).toString("utf8"));
      expect(json.data, accept).toHaveLength(4);
    }
  });

  it("as it is when the client accepts no encoding we make, and says so in Vary", async () => {
    for (const accept of [undefined, "identity", "deflate", "br;q=0, gzip;q=0"]) {
      const res = await get(list, accept);
      expect(res.headers.get("content-encoding"), accept).toBeNull();
      expect(res.headers.get("vary"), accept).toMatch(/accept-encoding/i);
      expect(JSON.parse(await res.text()).data, accept).toHaveLength(4);
    }
  });

  it("an answer under 1 KB is sent as it is", async () => {
    const res = await get("/api/health", "gzip, br");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBeNull();
    expect(await res.json()).toMatchObject({ status: "ok" });
  });

  it("HTML is compressed too (the API documentation page), keeping its security headers", async () => {
    const res = await get("/api/docs", "br");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("cache-control")).toBe("public, no-cache");
    expect(zlib.brotliDecompressSync(await bytes(res)).toString("utf8")).toMatch(/^<!doctype html>/i);
  });

  it("a HEAD request gets headers only", async () => {
    const res = await t.request("HEAD", list, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect((await bytes(res)).byteLength).toBe(0);
  });
});

describe("the built web app", () => {
  // A build of our own, as `vite build` leaves it: .br and .gz beside every file of 1 KB or more.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "rb-web-"));
  const script = Buffer.from(`export const rows = [${Array.from({ length: 300 }, (_, i) => `"row ${i}"`).join(",")}];\n`);
  const html = Buffer.from(`<!doctype html><html><head><title>RadBridge</title></head><body><div id="root"></div>${"<!-- filler -->".repeat(100)}</body></html>`);
  let web: ReturnType<typeof createApp>;
  beforeAll(() => {
    fs.mkdirSync(path.join(dist, "assets"));
    for (const [file, body] of [["index.html", html], ["assets/app-1a2b.js", script]] as const) {
      fs.writeFileSync(path.join(dist, file), body);
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
    }
    fs.writeFileSync(path.join(dist, "assets/tiny-1a2b.js"), "export const x = 1;\n");
    web = createApp(t.services, { webDist: dist });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  const fetchWeb = (url: string, headers: Record<string, string> = {}, method = "GET") => Promise.resolve(web.request(url, { method, headers }));

  it("a script is sent as its .br or .gz file, once compressed, with its type, Vary and the year-long cache", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br", "br", zlib.brotliDecompressSync],
      ["gzip", "gzip", zlib.gunzipSync],
    ] as const) {
      const res = await fetchWeb("/assets/app-1a2b.js", { "accept-encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("content-type"), accept).toMatch(/^text\/javascript/);
      expect(res.headers.get("vary"), accept).toMatch(/accept-encoding/i);
      expect(res.headers.get("cache-control"), accept).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-security-policy"), accept).toContain("script-src 'self'");
      expect(decode(await bytes(res)).equals(script), accept).toBe(true);
    }
    const plain = await fetchWeb("/assets/app-1a2b.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await bytes(plain)).equals(script)).toBe(true);
  });

  it("a missing file is a 404, not the app", async () => {
    const res = await fetchWeb("/assets/gone-9z9z.js", { "accept-encoding": "br" });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control") ?? "").not.toContain("immutable");
  });

  it("a script under 1 KB has no compressed copy and is sent as it is", async () => {
    const res = await fetchWeb("/assets/tiny-1a2b.js", { "accept-encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("export const x = 1;\n");
  });

  it("the single-page app's index.html is compressed for every app path, and checked again before use", async () => {
    const res = await fetchWeb("/providers", { "accept-encoding": "br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(zlib.brotliDecompressSync(await bytes(res)).equals(html)).toBe(true);
  });

  it("HEAD and byte ranges still work", async () => {
    const head = await fetchWeb("/assets/app-1a2b.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(Number(head.headers.get("content-length"))).toBe(fs.statSync(path.join(dist, "assets/app-1a2b.js.br")).size);
    expect((await bytes(head)).byteLength).toBe(0);
    const range = await fetchWeb("/assets/app-1a2b.js", { range: "bytes=0-19" });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(`bytes 0-19/${script.byteLength}`);
    expect((await bytes(range)).equals(script.subarray(0, 20))).toBe(true);
  });
});
