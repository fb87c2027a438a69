import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-ip";

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
});
