import { describe, expect, it } from "vitest";
import { deviceOf } from "./device";
import { approximatePlace } from "./place";

describe("approximatePlace", () => {
  it("names the country of a public address, from DB-IP's database", () => {
    // 8.8.8.8 is Google's resolver (United States); 194.25.0.60 is Deutsche Telekom's resolver (Germany).
    expect(approximatePlace("8.8.8.8")).toBe("United States");
    expect(approximatePlace("194.25.0.60")).toBe("Germany");
    expect(approximatePlace("2a00:1450:4001:80b::200e")).toBe("Germany");
  });

  it("says private for addresses that never leave a network, and nothing for what is not an address", () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "172.20.0.5", "192.168.1.9", "::1", "fd00::1", "::ffff:10.0.0.1"]) expect(approximatePlace(ip)).toBe("Private network");
    for (const bad of [null, "", "not an ip", "999.1.1.1"]) expect(approximatePlace(bad)).toBeNull();
  });
});

describe("deviceOf", () => {
  it("names browser and system the way people do", () => {
    expect(deviceOf("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0")).toBe("Edge on Windows");
    expect(deviceOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1")).toBe("Safari on iOS");
    expect(deviceOf("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0")).toBe("Firefox on Linux");
    expect(deviceOf("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36")).toBe("Chrome on macOS");
    expect(deviceOf("")).toBe("Unknown browser");
  });
});
