import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";

let t: TestApp;
let server: ReturnType<typeof serve>;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** One request over a real socket of `agent`; resolves with the status and Connection header, or the socket error. */
function send(agent: http.Agent, method: string, path: string, body?: Buffer, chunked = false): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { origin: "http://localhost:3999", "content-type": "application/json" };
    if (body && !chunked) headers["content-length"] = body.length;
    const req = http.request({ host: "127.0.0.1", port, path, method, agent, headers }, (res) => {
      res.resume();
      res.on("end", () => resolve(`${res.statusCode} ${res.headers.connection}`));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve(`socket error ${e.code ?? e.message}`));
    if (!body) return req.end();
    let at = 0;
    const pump = () => {
      while (at < body.length) {
        const more = req.write(body.subarray(at, at + 65_536));
        at += 65_536;
        if (!more) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

describe("an oversized body over a kept-alive connection", () => {
  it("gets 413 with the connection closed cleanly, and the next request on the same agent is answered", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const outcomes: string[] = [];
    for (const [size, chunked] of [
      [200_000, false],
      [1_000_000, false],
      [1_000_000, true],
      [5_000_000, false],
      [20_000_000, true],
    ] as const) {
      outcomes.push(await send(agent, "POST", "/api/requests", Buffer.alloc(size, "a"), chunked));
      outcomes.push(await send(agent, "GET", "/api/health"));
    }
    agent.destroy();
    expect(outcomes).toEqual(Array.from({ length: 5 }, () => ["413 close", "200 keep-alive"]).flat());
  });
});
