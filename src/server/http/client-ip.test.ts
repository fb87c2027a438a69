import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER, clientAddress, clientIp } from "./client-ip";

describe("client address", () => {
  it("is the socket's without a trusted proxy, whatever X-Forwarded-For claims", () => {
    expect(clientAddress("203.0.113.9", "198.51.100.1", 0)).toBe("203.0.113.9");
  });

  it("is what the outermost trusted proxy saw, not what the client wrote before it", () => {
    // The client forged 198.51.100.1; Caddy appended the address it saw.
    expect(clientAddress("172.18.0.5", "198.51.100.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress("172.18.0.5", "198.51.100.1, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
  });

  it("falls back to the socket when the proxies' header is missing or short", () => {
    expect(clientAddress("172.18.0.5", undefined, 1)).toBe("172.18.0.5");
    expect(clientAddress("172.18.0.5", "203.0.113.9", 2)).toBe("172.18.0.5");
  });

  it("without a socket, follows the same rule: the header counts only through trusted hops", () => {
    expect(clientAddress(undefined, "198.51.100.1", 0)).toBeUndefined();
    expect(clientAddress(undefined, "198.51.100.1, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientAddress(undefined, "203.0.113.9", 2)).toBeUndefined();
  });
});

describe("the client-ip middleware on a request without a socket", () => {
  /** An app with the middleware that answers with the address it set, asked in process (no socket). */
  const addressSeen = async (hops: number, headers: Record<string, string>) => {
    const app = new Hono().use(clientIp(hops)).get("/", (c) => c.text(c.req.header(CLIENT_IP_HEADER) ?? ""));
    return (await app.request("/", { headers })).text();
  };

  it("ignores X-Forwarded-For when no proxy is trusted, and replaces a client-set address header", async () => {
    expect(await addressSeen(0, { "x-forwarded-for": "198.51.100.1" })).toBe("unknown");
    expect(await addressSeen(0, { "x-forwarded-for": "198.51.100.1", [CLIENT_IP_HEADER]: "198.51.100.7" })).toBe("unknown");
  });

  it("takes the entry the one trusted proxy appended, not a leading one the client wrote", async () => {
    expect(await addressSeen(1, { "x-forwarded-for": "198.51.100.1, 203.0.113.9" })).toBe("203.0.113.9");
    expect(await addressSeen(1, {})).toBe("unknown");
  });
});
