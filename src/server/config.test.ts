import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const dataDir = path.join(os.tmpdir(), `rb-config-${process.pid}`);

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.authSecret).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(config.authSecret);
    expect(config.ratesUrl).toBe("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml");
    expect(config.webConcurrency).toBe(1);
  });
  it("runs WEB_CONCURRENCY server processes, a whole number of them", () => {
    expect(loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: "4" }).webConcurrency).toBe(4);
    for (const bad of ["0", "-1", "two", "1.5"]) {
      expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir, WEB_CONCURRENCY: bad })).toThrow(
        "WEB_CONCURRENCY: must be a whole number of server processes, 1 or more",
      );
    }
  });
  it("fetches exchange rates from RATES_URL, or not at all when it is off", () => {
    const history = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml";
    expect(loadConfig({ DATA_DIR: dataDir, RATES_URL: history }).ratesUrl).toBe(history);
    expect(loadConfig({ DATA_DIR: dataDir, RATES_URL: "http://127.0.0.1:8080/rates.xml" }).ratesUrl).toBe("http://127.0.0.1:8080/rates.xml");
    expect(loadConfig({ DATA_DIR: dataDir, RATES_URL: "off" }).ratesUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dataDir, RATES_URL: "ftp://example.com/rates.xml" })).toThrow(/RATES_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, RATES_URL: "no" })).toThrow(/RATES_URL/);
  });
  it("names every bad variable in one error", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", SMTP_URL: "http://x" });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      const message = (e as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SMTP_URL");
    }
  });
  it("requires AUTH_SECRET with DATABASE_URL", () => {
    expect(() => loadConfig({ DATABASE_URL: "postgres://localhost/x" })).toThrow(/AUTH_SECRET/);
  });
});
