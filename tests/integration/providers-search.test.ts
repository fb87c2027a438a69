// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProviders } from "@/server/modules/providers/repo";
import { searchFilter } from "@/server/modules/providers/service";
import { type Provider, ProviderSearchQuery, ProviderSummarySchema } from "@/shared/contracts/providers";
import * as make from "../support/factories";
import { directory, type PageBody } from "./providers-directory";

/** Searching the directory: GET /api/providers, /verified and /featured. */

let t: TestApp;
const { tok, descTok, BIG, rows, q, mine, insert } = directory();

async function search(params: string, cookie?: string): Promise<PageBody> {
  const res = await t.request("GET", `/api/providers?${params}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PageBody;
}

beforeAll(async () => {
  t = await startTestApp();
  await insert(t);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/providers", () => {
  it("finds by partial name, case-insensitive, ordered pinned first then rating by default", async () => {
    const body = await search(`query=${tok.toUpperCase()}`);
    expect(mine(body)).toEqual(["Bravo", "Charlie", "Alpha", "Delta"]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 12, hasNext: false, hasPrev: false });
    const alpha = body.data.find((p) => p.name.endsWith("Alpha"))!;
    expect(alpha).toMatchObject({
      id: rows.alpha.id,
      hqCountry: "DE",
      regionsServed: ["DE", "AT"],
      modalities: ["CT", "MRI"],
      priceModels: ["per-study"],
      languages: ["de", "en"],
      medianTATMinutes: 30,
      verified: true,
      pinned: false,
    });
    // A list item carries what a card shows; the profile (by slug or id) has everything else.
    expect(Object.keys(alpha).sort()).toEqual(Object.keys(ProviderSummarySchema.shape).sort());
    const profile = await (await t.request("GET", `/api/providers/${alpha.slug}`)).json();
    // The card's licence countries become the profile's credential facts.
    const { licensedIn, ...card } = alpha as typeof alpha & { licensedIn: string[] };
    expect(licensedIn).toEqual([]);
    expect(profile).toMatchObject({ ...card, caseStudies: [], credentials: { licences: [], others: [] } });
    expect(new Date(profile.createdAt).toISOString()).toBe(profile.createdAt);
  });

  it("finds a word of the description, whole or by its beginning, but not a string inside a word", async () => {
    for (const text of [descTok, descTok.slice(0, 8), descTok.toUpperCase()]) {
      const body = await search(`query=${text}`);
      expect(mine(body), text).toEqual(["Delta"]);
      expect(body.total).toBe(1);
    }
    expect((await search(`query=${descTok.slice(2, 12)}`)).total).toBe(0);
  });

  it("needs every word of the text, in any order, and takes punctuation for a space, never for a wildcard", async () => {
    expect(mine(await search(`query=${encodeURIComponent(`alpha ${tok}`)}`))).toEqual(["Alpha"]);
    expect(mine(await search(`query=${encodeURIComponent(`${tok}%Alpha`)}`))).toEqual(["Alpha"]);
    expect((await search(`query=${encodeURIComponent(`${tok} Zulu`)}`)).total).toBe(0);
    expect((await search(`query=${encodeURIComponent(`%${tok.slice(3)}`)}`)).total).toBe(0);
    expect((await search(`query=${encodeURIComponent(`${tok.slice(0, 4)}_`)}`)).total).toBeGreaterThanOrEqual(4);
    // A text without a letter or digit names nothing.
    expect((await search(`query=${encodeURIComponent("%_-")}`)).total).toBe(0);
  });

  it("matches the HQ country by name or code, a served country exactly, and a modality exactly", async () => {
    for (const text of ["Japan", "jap", "JP"]) {
      const body = await search(`query=${text}&sort=reviews&pageSize=100`);
      expect(mine(body)[0], text).toBe("Delta");
      for (const p of body.data) {
        const hay = `${p.name} ${p.description}`.toLowerCase();
        expect(p.hqCountry === "JP" || hay.includes(text.toLowerCase()) || p.regionsServed.includes("JP"), p.name).toBe(true);
      }
    }
    // Belgium is only served by Charlie (exact entry in regions served)
    let body = await search(`query=Belgium&sort=reviews&pageSize=100`);
    expect(mine(body)).toEqual(["Charlie"]);
    body = await search(`query=pet&sort=reviews&pageSize=100`);
    expect(mine(body)).toEqual(["Charlie"]);
  });

  it("filters by HQ country as a code or an English name", async () => {
    expect(mine(await search(`${q}&hqCountry=FR`))).toEqual(["Charlie"]);
    expect(mine(await search(`${q}&hqCountry=France`))).toEqual(["Charlie"]);
    expect(mine(await search(`${q}&hqCountry=fr`))).toEqual(["Charlie"]);
  });

  it("filters list fields by overlap, repeated or comma separated", async () => {
    expect(mine(await search(`${q}&countries=AT&countries=CA`))).toEqual(["Bravo", "Alpha"]);
    expect(mine(await search(`${q}&countries=Austria,Canada`))).toEqual(["Bravo", "Alpha"]);
    expect(mine(await search(`${q}&modalities=MRI`))).toEqual(["Charlie", "Alpha"]);
    expect(mine(await search(`${q}&modalities=x-ray,Ultrasound`))).toEqual(["Bravo", "Delta"]);
    expect(mine(await search(`${q}&priceModels=per-study`))).toEqual(["Charlie", "Alpha"]);
    expect(mine(await search(`${q}&languages=es&languages=ja`))).toEqual(["Bravo", "Delta"]);
    expect(mine(await search(`${q}&languages=French`))).toEqual(["Charlie"]);
  });

  it("filters by verified, unverified only and pinned", async () => {
    expect(mine(await search(`${q}&verified=true`))).toEqual(["Charlie", "Alpha"]);
    expect(mine(await search(`${q}&verified=1`))).toEqual(["Charlie", "Alpha"]);
    expect(mine(await search(`${q}&verified=false`))).toEqual(["Bravo", "Charlie", "Alpha", "Delta"]);
    expect(mine(await search(`${q}&excludeVerified=true`))).toEqual(["Bravo", "Delta"]);
    expect(mine(await search(`${q}&verified=true&excludeVerified=true`))).toEqual([]);
    expect(mine(await search(`${q}&pinned=true`))).toEqual(["Bravo", "Charlie"]);
  });

  it("filters by rating, turnaround and reviews bounds", async () => {
    expect(mine(await search(`${q}&rating=4.5`))).toEqual(["Alpha", "Delta"]);
    expect(mine(await search(`${q}&minRating=4.2`))).toEqual(["Bravo", "Alpha", "Delta"]);
    expect(mine(await search(`${q}&minTAT=100`))).toEqual(["Bravo", "Charlie"]);
    expect(mine(await search(`${q}&maxTAT=120`))).toEqual(["Bravo", "Alpha"]);
    expect(mine(await search(`${q}&minTAT=60&maxTAT=200`))).toEqual(["Bravo"]);
    expect(mine(await search(`${q}&minReviews=${BIG + 50}`))).toEqual(["Bravo", "Alpha", "Delta"]);
  });

  it("combines filters", async () => {
    expect(mine(await search(`${q}&modalities=MRI&verified=true&pinned=true`))).toEqual(["Charlie"]);
    expect(mine(await search(`${q}&languages=en&countries=DE,US&minRating=4.5`))).toEqual(["Alpha"]);
    expect(mine(await search(`${q}&excludeVerified=true&modalities=Ultrasound&hqCountry=Japan`))).toEqual(["Delta"]);
  });

  it("sorts by name, rating and reviews", async () => {
    expect(mine(await search(`${q}&sort=name`))).toEqual(["Alpha", "Bravo", "Charlie", "Delta"]);
    expect(mine(await search(`${q}&sort=rating`))).toEqual(["Alpha", "Delta", "Bravo", "Charlie"]);
    expect(mine(await search(`${q}&sort=reviews`))).toEqual(["Bravo", "Alpha", "Delta", "Charlie"]);
    expect(mine(await search(`${q}&sort=pinned`))).toEqual(["Bravo", "Charlie", "Alpha", "Delta"]);
  });

  it("pages with total, hasNext and hasPrev", async () => {
    const p1 = await search(`${q}&sort=name&pageSize=3`);
    expect(mine(p1)).toEqual(["Alpha", "Bravo", "Charlie"]);
    expect(p1).toMatchObject({ total: 4, page: 1, pageSize: 3, hasNext: true, hasPrev: false });
    const p2 = await search(`${q}&sort=name&pageSize=3&page=2`);
    expect(mine(p2)).toEqual(["Delta"]);
    expect(p2).toMatchObject({ total: 4, page: 2, pageSize: 3, hasNext: false, hasPrev: true });
    const p3 = await search(`${q}&sort=name&pageSize=3&page=3`);
    expect(p3).toMatchObject({ data: [], total: 4, page: 3, hasNext: false, hasPrev: true });
  });

  it("gives the same rows in the same order whichever way the page is read", async () => {
    for (const qs of [q, `${q}&sort=name`, `${q}&sort=rating`, `${q}&sort=reviews`, `${q}&modalities=MRI`, `${q}&pageSize=2&page=2`]) {
      const parsed = ProviderSearchQuery.parse(Object.fromEntries(new URLSearchParams(qs)));
      const filter = searchFilter(parsed);
      const offset = (parsed.page - 1) * parsed.pageSize;
      const db = t.services.database.db;
      const byIndex = await findProviders(db, filter, parsed.sort, parsed.pageSize, offset, "index");
      const byMatches = await findProviders(db, filter, parsed.sort, parsed.pageSize, offset, "matches");
      expect(byMatches.map((p) => p.id), qs).toEqual(byIndex.map((p) => p.id));
      expect(byIndex.length, qs).toBeGreaterThan(0);
    }
  });

  it("is public: every role sees the same providers", async () => {
    const anonymous = await search(`${q}&sort=name`);
    for (const role of ["basic", "telerad", "hospital", "admin"] as const) {
      const { cookie } = await make.signedInAs(t, role);
      expect(await search(`${q}&sort=name`, cookie), role).toEqual(anonymous);
    }
  });

  it.each([
    ["page=0", "page must be at least 1"],
    ["page=abc", "page"],
    ["pageSize=10000", "pageSize must be at most 100"],
    ["pageSize=0", "pageSize must be at least 1"],
    ["sort=bogus", "sort must be one of pinned, name, rating, reviews"],
    ["rating=abc", "rating"],
    ["minRating=9", "minRating must be between 0 and 5"],
    ["hqCountry=Atlantis", 'hqCountry: unknown country "Atlantis"'],
    ["countries=US,Narnia", 'countries: unknown country "Narnia"'],
    ["languages=Klingon", 'languages: unknown language "Klingon"'],
    ["minTAT=-5", "minTAT"],
    ["minTAT=300&maxTAT=100", "minTAT must not be greater than maxTAT"],
    ["verified=maybe", "verified"],
  ])("rejects %s with 400", async (params, message) => {
    const res = await t.request("GET", `/api/providers?${params}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.message).toContain(message);
  });
});

describe("GET /api/providers/verified", () => {
  it("returns verified providers only, pinned first then rating, with optional filters", async () => {
    const res = await t.request("GET", `/api/providers/verified?${q}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Provider[] };
    expect(mine(body)).toEqual(["Charlie", "Alpha"]);
    expect(body.data.every((p) => p.verified)).toBe(true);
    const filtered = (await (await t.request("GET", `/api/providers/verified?${q}&languages=de&hqCountry=Germany&modalities=CT`)).json()) as {
      data: Provider[];
    };
    expect(mine(filtered)).toEqual(["Alpha"]);
    const byName = (await (await t.request("GET", `/api/providers/verified?${q}&sort=name`)).json()) as { data: Provider[] };
    expect(mine(byName)).toEqual(["Alpha", "Charlie"]);
  });

  it("returns at most 12, all verified, in pinned then rating order", async () => {
    const body = (await (await t.request("GET", "/api/providers/verified")).json()) as { data: Provider[] };
    expect(body.data.length).toBeLessThanOrEqual(12);
    expect(body.data.every((p) => p.verified)).toBe(true);
    for (let i = 1; i < body.data.length; i++) {
      const [a, b] = [body.data[i - 1]!, body.data[i]!];
      expect(Number(a.pinned) > Number(b.pinned) || (a.pinned === b.pinned && a.rating >= b.rating)).toBe(true);
    }
  });

  it("rejects bad parameters", async () => {
    expect((await t.request("GET", "/api/providers/verified?sort=bogus")).status).toBe(400);
    expect((await t.request("GET", "/api/providers/verified?hqCountry=Atlantis")).status).toBe(400);
  });
});

describe("GET /api/providers/featured", () => {
  it("returns at most 6: pinned first, then verified, then rating", async () => {
    const res = await t.request("GET", "/api/providers/featured");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Provider[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(6);
    const key = (p: Provider) => [Number(p.pinned), Number(p.verified), p.rating];
    for (let i = 1; i < body.data.length; i++) {
      const [a, b] = [key(body.data[i - 1]!), key(body.data[i]!)];
      const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      expect(cmp).toBeGreaterThanOrEqual(0);
    }
  });
});
