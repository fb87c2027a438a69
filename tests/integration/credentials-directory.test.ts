// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as make from "../support/factories";

/**
 * Credentials in the public directory and profile (issue 16 §1, §2): the "Licensed in" filter and card
 * line, the profile's facts, a day passing, and never a number or a document for anyone.
 */

let t: TestApp;
const tok = make.unique("zqlic").replace("-", "");
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SECRET_NUMBER = make.unique("SECRETNO");
const SECRET_DOC = `${make.unique("secret-scan")}.pdf`;
type Card = { id: string; name: string; licensedIn: string[] };

let licensed: Awaited<ReturnType<typeof make.provider>>;
let unlicensed: Awaited<ReturnType<typeof make.provider>>;
let expiring: Awaited<ReturnType<typeof make.provider>>;

const get = async (url: string, cookie?: string) => {
  const res = await t.request("GET", url, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const names = (cards: Card[]) => cards.filter((c) => c.name.startsWith(tok)).map((c) => c.name.slice(tok.length + 1));

beforeAll(async () => {
  t = await startTestApp();
  licensed = await make.provider(t, { name: `${tok} Licensed`, verified: true, rating: 4.8 });
  unlicensed = await make.provider(t, { name: `${tok} Unlicensed`, verified: true, rating: 4.7 });
  expiring = await make.provider(t, { name: `${tok} Expiring`, verified: true, rating: 4.6 });
  const secret = { number: SECRET_NUMBER, documentName: SECRET_DOC };
  await make.credential(t, { providerId: licensed.id, country: "DE", ...secret });
  await make.credential(t, { providerId: licensed.id, country: "FR", ...secret });
  await make.credential(t, { providerId: licensed.id, country: "US", region: "California", ...secret });
  await make.credential(t, { providerId: licensed.id, country: "US", region: "Texas", ...secret });
  await make.credential(t, { providerId: licensed.id, type: "malpractice_insurance", issuingBody: "Allianz", expiresOn: "2040-06-30", ...secret });
  await make.credential(t, { providerId: licensed.id, type: "accreditation", issuingBody: "Joint Commission", expiresOn: "2039-01-31", ...secret });
  await make.credential(t, { providerId: licensed.id, type: "board_certification", issuingBody: "ABR", status: "pending", ...secret });
  // None of these counts: pending, rejected, expired, an insurance in Germany.
  await make.credential(t, { providerId: unlicensed.id, country: "DE", status: "pending", ...secret });
  await make.credential(t, { providerId: unlicensed.id, country: "DE", status: "rejected", rejectionReason: "Blurred", ...secret });
  await make.credential(t, { providerId: unlicensed.id, country: "DE", validFrom: day(-400), expiresOn: day(-2), ...secret });
  await make.credential(t, { providerId: unlicensed.id, type: "malpractice_insurance", country: "DE", ...secret });
  await make.credential(t, { providerId: expiring.id, country: "DE", expiresOn: day(1), ...secret });
});
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe("the directory's Licensed in", () => {
  it("filters by a current verified licence country, by code or name, on the search and the verified helper", async () => {
    for (const licensedIn of ["DE", "Germany", "de"]) {
      const page = await get(`/api/providers?query=${tok}&licensed=${licensedIn}`);
      expect(names(page.data)).toEqual(["Licensed", "Expiring"]);
      expect(page.total).toBe(2);
    }
    expect(names((await get(`/api/providers?query=${tok}&licensed=FR`)).data)).toEqual(["Licensed"]);
    expect(names((await get(`/api/providers?query=${tok}&licensed=IT`)).data)).toEqual([]);
    expect(names((await get(`/api/providers/verified?query=${tok}&licensed=United%20States`)).data)).toEqual(["Licensed"]);
    const bad = await t.request("GET", "/api/providers?licensed=Atlantis");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('licensed: unknown country "Atlantis"');
  });

  it("gives each card its licence countries sorted by name, read for the page", async () => {
    const page = await get(`/api/providers?query=${tok}`);
    const byName = Object.fromEntries((page.data as Card[]).map((c) => [c.name.slice(tok.length + 1), c.licensedIn]));
    expect(byName).toEqual({ Licensed: ["FR", "DE", "US"], Unlicensed: [], Expiring: ["DE"] });
    const verified = await get(`/api/providers/verified?query=${tok}`);
    expect((verified.data as Card[]).find((c) => c.id === licensed.id)?.licensedIn).toEqual(["FR", "DE", "US"]);
  });

  it("stops counting a licence when its expiry day comes, though nothing was written (the cache key names the day)", async () => {
    const url = `/api/providers?query=${tok}&licensed=DE`;
    expect(names((await get(url)).data)).toEqual(["Licensed", "Expiring"]);
    expect((await get(`/api/providers/${expiring.slug}`)).credentials.licences).toEqual([{ country: "DE", regions: [] }]);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + 86_400_000);
      expect(names((await get(url)).data)).toEqual(["Licensed"]);
      expect((await get(`/api/providers?query=${tok}`)).data.find((c: Card) => c.id === expiring.id).licensedIn).toEqual([]);
      expect((await get(`/api/providers/${expiring.slug}`)).credentials.licences).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the profile's credential facts", () => {
  it("shows only current verified credentials, licences by country with regions, one line per other type", async () => {
    const profile = await get(`/api/providers/${licensed.slug}`);
    expect(profile.credentials).toEqual({
      licences: [
        { country: "FR", regions: [] },
        { country: "DE", regions: [] },
        { country: "US", regions: ["California", "Texas"] },
      ],
      others: [
        { type: "accreditation", body: "Joint Commission", expiresOn: "2039-01-31" },
        { type: "malpractice_insurance", body: null, expiresOn: "2040-06-30" },
      ],
    });
    // Its pending, rejected and expired licences are not facts; its insurance (verified, current) is.
    expect((await get(`/api/providers/${unlicensed.slug}`)).credentials).toEqual({ licences: [], others: [{ type: "malpractice_insurance", body: null, expiresOn: day(365) }] });
  });

  it("never sends a credential's number or document to anyone, on the profile, the search, the helper or the home page", async () => {
    const other = await make.provider(t);
    const cookies: (string | undefined)[] = [undefined];
    for (const [role, providerId] of [
      ["basic", null],
      ["telerad", null],
      ["telerad", other.id],
      ["telerad", licensed.id],
      ["hospital", null],
      ["admin", null],
    ] as const)
      cookies.push((await make.signedInAs(t, role, providerId)).cookie);
    for (const cookie of cookies) {
      for (const url of [`/api/providers/${licensed.slug}`, `/api/providers/${licensed.id}`, `/api/providers?query=${tok}`, `/api/providers?query=${tok}&licensed=DE`, `/api/providers/verified?query=${tok}`, "/api/providers/featured"]) {
        const res = await t.request("GET", url, { cookie });
        expect(res.status).toBe(200);
        const text = await res.text();
        expect(text).not.toContain(SECRET_NUMBER);
        expect(text).not.toContain(SECRET_DOC);
        expect(text).not.toContain("secret-scan");
        expect(text).not.toContain("application/pdf");
      }
    }
  });
});
