import { describe, expect, it } from "vitest";
import { baseSlug, firstFreeSlug, SLUG_PATTERN, slugify, uniqueSlug } from "./slug";

describe("slugify", () => {
  it("lowercases and turns spaces into hyphens", () => {
    expect(slugify("NightHawk Radiology Partners")).toBe("nighthawk-radiology-partners");
  });

  it("folds accents to their base letters", () => {
    expect(slugify("Lumière Téléradiologie")).toBe("lumiere-teleradiologie");
    expect(slugify("Iberia Diagnóstico Remoto")).toBe("iberia-diagnostico-remoto");
    expect(slugify("Lusitânia Imagem Médica")).toBe("lusitania-imagem-medica");
  });

  it("removes punctuation and other non-alphanumerics", () => {
    expect(slugify("St. Mary's Imaging, Inc.!")).toBe("st-marys-imaging-inc");
    expect(slugify("A&B (Tele) Radiology #1")).toBe("ab-tele-radiology-1");
    expect(slugify("Cardiac CT / MRI")).toBe("cardiac-ct-mri");
  });

  it("collapses repeated spaces and trims the ends", () => {
    expect(slugify("  Alpha    Beta \t Gamma  ")).toBe("alpha-beta-gamma");
    expect(slugify("Alpha - Beta")).toBe("alpha-beta");
  });

  it("folds letters without a decomposition and drops other scripts, falling back when nothing is left", () => {
    expect(slugify("Øresund Radiology")).toBe("oresund-radiology");
    expect(slugify("Straße Łódź")).toBe("strasse-lodz");
    expect(slugify("東京 Imaging")).toBe("imaging");
    expect(slugify("!!!")).toBe("");
    expect(baseSlug("!!!")).toBe("provider");
  });

  it("always yields a slug in the canonical form", () => {
    for (const name of ["Ünïcödé  Näme", "x", "123 456", "--a--b--"]) expect(slugify(name)).toMatch(SLUG_PATTERN);
  });
});

describe("collisions", () => {
  it("keeps the base slug when it is free", () => {
    expect(firstFreeSlug("acme", ["other"])).toBe("acme");
  });

  it("appends -1, -2 ... until unique", () => {
    expect(firstFreeSlug("acme", ["acme"])).toBe("acme-1");
    expect(firstFreeSlug("acme", ["acme", "acme-1"])).toBe("acme-2");
    expect(firstFreeSlug("acme", ["acme", "acme-2"])).toBe("acme-1");
    expect(firstFreeSlug("acme", ["acme", "acme-1", "acme-2", "acme-3"])).toBe("acme-4");
  });

  it("checks through an injected lookup", async () => {
    const taken = new Set(["acme-imaging", "acme-imaging-1"]);
    const asked: string[] = [];
    const slug = await uniqueSlug("ACME Imaging", async (s) => {
      asked.push(s);
      return taken.has(s);
    });
    expect(slug).toBe("acme-imaging-2");
    expect(asked).toEqual(["acme-imaging", "acme-imaging-1", "acme-imaging-2"]);
  });
});
