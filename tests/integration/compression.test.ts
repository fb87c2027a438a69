import { randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
let list: string;
beforeAll(async () => {
  t = await startTestApp();
  // A directory search that only this file's providers match, long enough to be compressed.
  const token = `zip${randomUUID().slice(0, 8)}`;
  for (let i = 0; i < 4; i++) await make.provider(t, { name: `Compression ${token} ${i}`, description: `Reads ${"CT and MRI studies around the clock ".repeat(8)}` });
  list = `/api/providers?query=${token}`;
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
