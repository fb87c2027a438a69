import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COUNTRIES } from "@/shared/reference/countries";

/** The build serves /flags/XX.svg from this package (vite.config.ts); languages use their countries' flags. */
const FLAGS = path.resolve(import.meta.dirname, "../../node_modules/country-flag-icons/3x2");

describe("flag files", () => {
  it("has an SVG flag for every country the app names", () => {
    expect(COUNTRIES.filter((c) => !fs.existsSync(path.join(FLAGS, `${c.code}.svg`))).map((c) => c.code)).toEqual([]);
    expect(fs.readFileSync(path.join(FLAGS, "DE.svg"), "utf8")).toMatch(/^<svg[^>]*viewBox="0 0 513 342"/);
  });
});
