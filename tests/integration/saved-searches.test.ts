import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SEARCH_MAX, SAVED_SEARCH_MESSAGES } from "@/shared/contracts/saved-searches";
import { savedSearches } from "@/server/db/notifications-schema";
import * as make from "../support/factories";
import { type TestApp, startTestApp } from "./harness";

/** Issue 17 §1: saved searches, each user's own, for every signed-in role; every field checked on the server. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const VALID = { name: "MRI in Germany", scope: "requests", query: { mod: "MRI", country: "Germany" }, frequency: "instant" };
const create = (cookie: string | undefined, body: unknown) => t.request("POST", "/api/saved-searches", { cookie, body });
const list = async (cookie: string) => ((await (await t.request("GET", "/api/saved-searches", { cookie })).json()) as { data: { id: string; name: string }[] }).data;
const rowsOf = (userId: string) => t.services.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));

describe("who may", () => {
  it("anonymous callers get 401 on every route", async () => {
    const id = "6f1c1f3e-2b7a-4a5e-9d1e-0c2f6f1a9b10";
    for (const [method, url, body] of [
      ["GET", "/api/saved-searches", undefined],
      ["POST", "/api/saved-searches", VALID],
      ["PATCH", `/api/saved-searches/${id}`, { name: "x" }],
      ["DELETE", `/api/saved-searches/${id}`, undefined],
    ] as const) {
      expect((await t.request(method, url, { body })).status, `${method} ${url}`).toBe(401);
    }
  });

  for (const role of ["basic", "telerad", "hospital", "admin"] as const) {
    it(`a ${role} user saves, lists, renames, re-times and deletes their own`, async () => {
      const user = await make.signedInAs(t, role, role === "telerad" ? (await make.provider(t)).id : null);
      const res = await create(user.cookie, { ...VALID, query: { ...VALID.query, page: "3", pageSize: "50", bogus: "1" } });
      expect(res.status).toBe(201);
      const saved = await res.json();
      expect(saved).toMatchObject({ name: "MRI in Germany", scope: "requests", frequency: "instant", query: { mod: "MRI", country: "Germany" }, path: "/requests?mod=MRI&country=Germany", lastAlertAt: null });
      expect(Object.keys(saved.query)).toEqual(["mod", "country"]);
      expect((await list(user.cookie)).map((s) => s.id)).toEqual([saved.id]);
      const renamed = await t.request("PATCH", `/api/saved-searches/${saved.id}`, { cookie: user.cookie, body: { name: "  German MRI  ", frequency: "daily" } });
      expect(await renamed.json()).toMatchObject({ name: "German MRI", frequency: "daily" });
      const [row] = await rowsOf(user.userId);
      expect(row!.nextDigestAt).toBeInstanceOf(Date);
      await t.request("PATCH", `/api/saved-searches/${saved.id}`, { cookie: user.cookie, body: { frequency: "instant" } });
      expect((await rowsOf(user.userId))[0]!.nextDigestAt).toBeNull();
      expect((await t.request("DELETE", `/api/saved-searches/${saved.id}`, { cookie: user.cookie })).status).toBe(204);
      expect(await list(user.cookie)).toEqual([]);
    });
  }

  it("nobody sees or changes another user's saved search", async () => {
    const owner = await make.signedInAs(t, "hospital");
    const other = await make.signedInAs(t, "admin");
    const saved = await (await create(owner.cookie, VALID)).json();
    expect(await list(other.cookie)).toEqual([]);
    expect((await t.request("PATCH", `/api/saved-searches/${saved.id}`, { cookie: other.cookie, body: { name: "Mine now" } })).status).toBe(404);
    expect((await t.request("DELETE", `/api/saved-searches/${saved.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await rowsOf(owner.userId)).map((r) => r.name)).toEqual(["MRI in Germany"]);
  });

  it(`at most ${SAVED_SEARCH_MAX} per user`, async () => {
    const user = await make.signedInAs(t, "basic");
    for (let i = 0; i < SAVED_SEARCH_MAX; i++) expect((await create(user.cookie, { ...VALID, name: `Search ${i}` })).status).toBe(201);
    const res = await create(user.cookie, { ...VALID, name: "One too many" });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(SAVED_SEARCH_MESSAGES.tooMany);
    expect(await rowsOf(user.userId)).toHaveLength(SAVED_SEARCH_MAX);
  });
});

describe("bad input", () => {
  const CASES: [string, unknown, RegExp | string][] = [
    ["no name", { ...VALID, name: undefined }, SAVED_SEARCH_MESSAGES.nameRequired],
    ["a blank name", { ...VALID, name: "   " }, SAVED_SEARCH_MESSAGES.nameRequired],
    ["a name of 81 characters", { ...VALID, name: "x".repeat(81) }, SAVED_SEARCH_MESSAGES.nameLong],
    ["a name that is no text", { ...VALID, name: 42 }, SAVED_SEARCH_MESSAGES.nameRequired],
    ["an unknown scope", { ...VALID, scope: "tenders" }, SAVED_SEARCH_MESSAGES.scope],
    ["an unknown frequency", { ...VALID, frequency: "hourly" }, SAVED_SEARCH_MESSAGES.frequency],
    ["filters that are no object", { ...VALID, query: "mod=MRI" }, SAVED_SEARCH_MESSAGES.query],
    ["a filter that is a number", { ...VALID, query: { mod: 3 } }, SAVED_SEARCH_MESSAGES.query],
    ["an unknown board country", { ...VALID, query: { country: "Narnia" } }, "Unknown country: Narnia"],
    ["an unknown modality", { ...VALID, query: { mod: "Telepathy" } }, "Unknown modality: Telepathy"],
    ["an unknown board status", { ...VALID, query: { status: "ARCHIVED" } }, "Status must be OPEN or CLOSED"],
    ["an unknown directory language", { ...VALID, scope: "providers", query: { lang: "Klingon" } }, 'languages: unknown language "Klingon"'],
    ["an unknown directory country", { ...VALID, scope: "providers", query: { country: "Atlantis" } }, 'hqCountry: unknown country "Atlantis"'],
    ["an unknown time zone", { ...VALID, timeZone: "Mars/Olympus" }, "Unknown time zone: Mars/Olympus"],
    ["an unknown field", { ...VALID, colour: "blue" }, /colour/],
  ];
  for (const [what, body, message] of CASES) {
    it(`${what}: 400 with a clear message, nothing saved`, async () => {
      const user = await make.signedInAs(t, "basic");
      const res = await create(user.cookie, body);
      expect(res.status).toBe(400);
      const error = (await res.json()).error.message as string;
      if (typeof message === "string") expect(error).toContain(message);
      else expect(error).toMatch(message);
      expect(await rowsOf(user.userId)).toEqual([]);
    });
  }

  it("a change with nothing to change, a bad name or frequency, or a malformed id: 400, nothing changed", async () => {
    const user = await make.signedInAs(t, "basic");
    const saved = await (await create(user.cookie, VALID)).json();
    for (const body of [{}, { name: "" }, { frequency: "weekly" }, { name: "x".repeat(81) }, { name: "ok", other: 1 }]) {
      const res = await t.request("PATCH", `/api/saved-searches/${saved.id}`, { cookie: user.cookie, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.request("PATCH", "/api/saved-searches/not-an-id", { cookie: user.cookie, body: { name: "x" } })).status).toBe(400);
    expect((await t.request("DELETE", "/api/saved-searches/not-an-id", { cookie: user.cookie })).status).toBe(400);
    expect((await rowsOf(user.userId)).map((r) => [r.name, r.frequency])).toEqual([["MRI in Germany", "instant"]]);
  });
});

it("a first saved search sets the user's digest time zone from the browser; later ones leave a chosen zone alone", async () => {
  const user = await make.signedInAs(t, "telerad", (await make.provider(t)).id);
  const zone = async () => (await (await t.request("GET", "/api/me/notifications", { cookie: user.cookie })).json()).timeZone;
  expect(await zone()).toBe("UTC");
  await create(user.cookie, { ...VALID, timeZone: "Asia/Tokyo" });
  expect(await zone()).toBe("Asia/Tokyo");
  await create(user.cookie, { ...VALID, timeZone: "Europe/Lisbon" });
  expect(await zone()).toBe("Asia/Tokyo");
});
