import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { startTestApp } from "./harness";

/**
 * The sign-in rate limit as deployed: the real app on a real HTTP socket (so the socket's address is
 * 127.0.0.1, as a proxy's is), with TRUST_PROXY_HOPS=1 as compose sets it behind Caddy, and with the
 * default 0 for an app with no proxy in front. The test plays Caddy's part: it appends the client's
 * address to whatever X-Forwarded-For the client sent.
 */

const MAX = 3;

async function served(env: Record<string, string>) {
  // A database of its own: with no proxy trusted every request counts against 127.0.0.1, as other files' servers' would.
  const t = await startTestApp({ RATE_LIMIT_MAX: String(MAX), ...env }, { ownDatabase: true });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const port = (server.address() as AddressInfo).port;
  /** One failed sign-in over the socket; `forwardedFor` as the proxy passes it on (undefined: no header). */
  const signIn = async (forwardedFor?: string) => {
    const headers: Record<string, string> = { origin: t.services.config.appUrl, "content-type": "application/json" };
    if (forwardedFor !== undefined) headers["x-forwarded-for"] = forwardedFor;
    const body = JSON.stringify({ email: make.uniqueEmail("rl"), password: "wrong-password" });
    const res = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in/email`, { method: "POST", headers, body });
    await res.arrayBuffer();
    return res.status;
  };
  const keysOf = async (ip: string) =>
    (await t.services.database.exec("select key from rate_limit where key like $1", [`${ip}|%`])).rows.map((r) => r.key);
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  };
  return { t, signIn, keysOf, close };
}

/** `n` attempts in a row, each with the X-Forwarded-For `forwardedFor(i)` returns. */
async function attempts(n: number, signIn: (xff?: string) => Promise<number>, forwardedFor: (i: number) => string | undefined) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await signIn(forwardedFor(i)));
  return statuses;
}

const LIMITED = [...Array(MAX).fill(401), 429];

describe("behind one trusted proxy (TRUST_PROXY_HOPS=1)", () => {
  let app: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    app = await served({ TRUST_PROXY_HOPS: "1" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("counts each forwarded client against its own budget", async () => {
    const [a, b] = [make.uniqueIp(), make.uniqueIp()];
    expect(await attempts(MAX + 1, app.signIn, () => a)).toEqual(LIMITED);
    // Another client behind the same proxy (the same socket address) still has its whole budget.
    expect(await attempts(MAX + 1, app.signIn, () => b)).toEqual(LIMITED);
    expect(await app.keysOf(a)).toEqual([`${a}|/sign-in/email`]);
    expect(await app.keysOf("127.0.0.1")).toEqual([]);
  });

  it("does not let a client escape its limit by writing a leading X-Forwarded-For entry", async () => {
    const client = make.uniqueIp();
    const forged = Array.from({ length: MAX + 2 }, () => make.uniqueIp());
    // The client sends "X-Forwarded-For: <forged>"; the proxy appends the address it saw.
    expect(await attempts(MAX + 2, app.signIn, (i) => `${forged[i]}, ${client}`)).toEqual([...LIMITED, 429]);
    for (const ip of forged) expect(await app.keysOf(ip)).toEqual([]);
    expect(await app.keysOf(client)).toHaveLength(1);
  });
});

describe("with no proxy trusted (TRUST_PROXY_HOPS=0, the default)", () => {
  let app: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    app = await served({ TRUST_PROXY_HOPS: "0" });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("ignores X-Forwarded-For: every request counts against the socket's address", async () => {
    const claimed = Array.from({ length: MAX + 1 }, () => make.uniqueIp());
    expect(await attempts(MAX + 1, app.signIn, (i) => claimed[i])).toEqual(LIMITED);
    expect(await app.signIn()).toBe(429);
    for (const ip of claimed) expect(await app.keysOf(ip)).toEqual([]);
    expect(await app.keysOf("127.0.0.1")).toHaveLength(1);
  });
});
