import { randomUUID } from "node:crypto";
import { eq, ilike } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providers } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { applicationsOf, requestRow } from "../support/rows";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await startTestApp();
  ({ cookie } = await make.signedInAs(t, "admin"));
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { error?: { code: string; message: string; fields?: Record<string, string> } };
const call = async (method: string, url: string, payload?: unknown) => {
  const res = await t.request(method, url, { cookie, body: payload });
  return { status: res.status, body: (await res.json()) as Json };
};
const create = (payload: Record<string, unknown>) => call("POST", "/api/admin/providers", payload);

describe("creating providers", () => {
  it("stores every field and generates the slug from the name", async () => {
    const token = make.unique("Full");
    const res = await create({
      name: `Ärztliche Bildgebung ${token}!`,
      hqCountry: "Germany",
      regionsServed: ["DE", "at", "Switzerland"],
      modalities: ["CT", "MRI", "Breast MRI"],
      priceModels: ["per-study", "subscription"],
      languages: ["de", "English"],
      medianTATMinutes: 45,
      rating: 4.6,
      reviewCount: 120,
      verifiedReviews: 100,
      logoUrl: "",
      linkedinUrl: "https://www.linkedin.com/company/example",
      websiteUrl: "https://example.org",
      slaCoverage: "24/7",
      acceptanceRate: 92.5,
      totalCases: 150000,
      established: "2004",
      description: "  Night reads  ",
      pinned: true,
      verified: true,
      caseStudies: [{ title: "Stroke cover", description: "Regional network", outcome: "TAT 20 min" }],
      subspecialties: ["Neuro", "Neuro", "MSK"],
      certifications: ["ISO 27001"],
      timezones: ["Europe/Berlin"],
      specializations: ["Stroke"],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      slug: `arztliche-bildgebung-${token.toLowerCase()}`,
      hqCountry: "DE",
      regionsServed: ["DE", "AT", "CH"],
      languages: ["de", "en"],
      medianTATMinutes: 45,
      logoUrl: null,
      description: "Night reads",
      pinned: true,
      verified: true,
      subspecialties: ["Neuro", "MSK"],
      caseStudies: [{ id: expect.stringMatching(/^cs-/), title: "Stroke cover", description: "Regional network", outcome: "TAT 20 min" }],
    });
    const got = await call("GET", `/api/admin/providers/${res.body.id}`);
    expect(got.body).toEqual(res.body);
  });

  it("appends -1, -2 ... when the slug is taken", async () => {
    const name = `Collision Imaging ${make.unique("c")}`;
    const base = name.toLowerCase().replace(/\s+/g, "-");
    const slugs = [];
    for (const n of [name, name, `${name.toUpperCase()}!!`]) slugs.push((await create({ name: n, hqCountry: "US" })).body.slug);
    expect(slugs).toEqual([base, `${base}-1`, `${base}-2`]);
  });

  it("gives two providers created at the same moment different slugs", async () => {
    const name = `Race Imaging ${make.unique("r")}`;
    const results = await Promise.all([create({ name, hqCountry: "US" }), create({ name, hqCountry: "US" }), create({ name, hqCountry: "US" })]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.slug)).size).toBe(3);
  });

  it("answers 400 with a message per field and writes nothing", async () => {
    const name = make.unique("Invalid");
    const res = await create({
      name,
      hqCountry: "Atlantis",
      regionsServed: ["DE", "Mordor"],
      modalities: ["CT", "Telepathy"],
      priceModels: ["free"],
      languages: ["Klingon"],
      rating: 7,
      reviewCount: 3,
      verifiedReviews: 5,
      websiteUrl: "not a url",
      linkedinUrl: "javascript:alert(1)",
      established: "99",
      acceptanceRate: 101,
      caseStudies: [{ title: "", description: "d", outcome: "o" }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.code).toBe("BAD_REQUEST");
    expect(res.body.error?.fields).toEqual({
      hqCountry: "HQ country must be one of the listed countries",
      regionsServed: "Regions served must be listed countries (not Mordor)",
      modalities: "Modalities must come from the modality list",
      priceModels: "Pricing models must be among per-study, monthly-retainer, per-hour, volume-tiered, subscription",
      languages: "Languages must come from the language list (not Klingon)",
      rating: "Rating must be between 0 and 5",
      websiteUrl: "Website URL must be a valid URL starting with http:// or https://",
      linkedinUrl: "LinkedIn URL must be a valid URL starting with http:// or https://",
      established: "Established must be a four-digit year",
      acceptanceRate: "Acceptance rate must be between 0 and 100",
      "caseStudies.0.title": "Case study title is required",
    });
    const rows = await t.services.database.db.select().from(providers).where(eq(providers.name, name));
    expect(rows).toHaveLength(0);
  });

  it("requires a name and an HQ country, refuses unknown fields and wrong types", async () => {
    const empty = await create({});
    expect(empty.status).toBe(400);
    expect(empty.body.error?.fields).toMatchObject({ name: "Name is required", hqCountry: "HQ country is required" });
    const blank = await create({ name: "   ", hqCountry: "DE" });
    expect(blank.body.error?.message).toBe("Name is required");
    const extra = await create({ name: "X", hqCountry: "DE", slug: "hand-made" });
    expect(extra.status).toBe(400);
    expect(extra.body.error?.message).toBe("Unknown field: slug");
    const wrong = await create({ name: "X", hqCountry: "DE", rating: "5", pinned: "yes", modalities: "CT" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields).toMatchObject({ rating: "Rating must be a number", pinned: "Pinned must be true or false", modalities: "Modalities must be a list" });
    const reviews = await create({ name: "X", hqCountry: "DE", reviewCount: 2, verifiedReviews: 3 });
    expect(reviews.body.error?.fields).toEqual({ verifiedReviews: "Verified reviews cannot exceed the review count" });
  });
});

describe("reading, updating and toggling", () => {
  it("answers 404 'Provider not found' for a missing provider on every operation", async () => {
    for (const id of [randomUUID(), "not-a-uuid"]) {
      for (const [method, url, payload] of [
        ["GET", `/api/admin/providers/${id}`],
        ["PATCH", `/api/admin/providers/${id}`, { description: "x" }],
        ["DELETE", `/api/admin/providers/${id}`],
        ["POST", `/api/admin/providers/${id}/verify`],
        ["POST", `/api/admin/providers/${id}/pin`],
      ] as const) {
        const res = await call(method, url, payload);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(res.body.error).toEqual({ code: "NOT_FOUND", message: "Provider not found" });
      }
    }
  });

  it("changes only the supplied fields; name alone keeps the slug", async () => {
    const created = (await create({ name: make.unique("Partial"), hqCountry: "FR", modalities: ["CT"], rating: 4, websiteUrl: "https://a.example" })).body;
    const res = await call("PATCH", `/api/admin/providers/${created.id}`, { description: "New text", websiteUrl: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...created, description: "New text", websiteUrl: null, updatedAt: expect.any(String) });
    const renamed = await call("PATCH", `/api/admin/providers/${created.id}`, { name: "Completely Different" });
    expect(renamed.body).toMatchObject({ name: "Completely Different", slug: created.slug, modalities: ["CT"], rating: 4 });
  });

  it("regenerates the slug only when both name and slug are supplied, skipping its own and others' slugs", async () => {
    const token = make.unique("Regen");
    const taken = (await create({ name: `${token} Target`, hqCountry: "FR" })).body;
    const p = (await create({ name: `${token} Original`, hqCountry: "FR" })).body;
    const res = await call("PATCH", `/api/admin/providers/${p.id}`, { name: `${token} Target`, slug: "ignored" });
    expect(res.status).toBe(200);
    expect(res.body.slug).toBe(`${taken.slug}-1`);
    const same = await call("PATCH", `/api/admin/providers/${p.id}`, { name: `${token} Target`, slug: "x" });
    expect(same.body.slug).toBe(`${taken.slug}-1`);
  });

  it("sets a slug typed by hand when it is free and well formed", async () => {
    const a = (await create({ name: make.unique("Hand"), hqCountry: "FR" })).body;
    const b = (await create({ name: make.unique("Hand"), hqCountry: "FR" })).body;
    const wanted = make.unique("hand-made").toLowerCase();
    const ok = await call("PATCH", `/api/admin/providers/${a.id}`, { slug: wanted });
    expect(ok.body.slug).toBe(wanted);
    const clash = await call("PATCH", `/api/admin/providers/${b.id}`, { slug: wanted });
    expect(clash.status).toBe(409);
    expect(clash.body.error?.message).toBe("This slug is already used by another provider");
    const bad = await call("PATCH", `/api/admin/providers/${b.id}`, { slug: "Not A Slug" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toEqual({ slug: "Slug may contain only lowercase letters, digits and single hyphens" });
    const after = await call("GET", `/api/admin/providers/${b.id}`);
    expect(after.body.slug).toBe(b.slug);
  });

  it("refuses an update that would leave more verified reviews than reviews", async () => {
    const p = (await create({ name: make.unique("Reviews"), hqCountry: "FR", reviewCount: 10, verifiedReviews: 5 })).body;
    const res = await call("PATCH", `/api/admin/providers/${p.id}`, { reviewCount: 4 });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe("Verified reviews cannot exceed the review count");
    expect((await call("GET", `/api/admin/providers/${p.id}`)).body.reviewCount).toBe(10);
  });

  it("toggles verified and pinned, each flipping the current value", async () => {
    const p = (await create({ name: make.unique("Toggle"), hqCountry: "FR" })).body;
    const v1 = await call("POST", `/api/admin/providers/${p.id}/verify`);
    expect(v1.body).toMatchObject({ verified: true, pinned: false });
    const p1 = await call("POST", `/api/admin/providers/${p.id}/pin`);
    expect(p1.body).toMatchObject({ verified: true, pinned: true });
    const v2 = await call("POST", `/api/admin/providers/${p.id}/verify`);
    expect(v2.body).toMatchObject({ verified: false, pinned: true });
    const p2 = await call("POST", `/api/admin/providers/${p.id}/pin`);
    expect(p2.body).toMatchObject({ verified: false, pinned: false });
  });
});

describe("the admin provider list", () => {
  it("filters by name or description (case-insensitive, partial) and HQ countries, ordered pinned, verified, name", async () => {
    const token = make.unique("zqx").toLowerCase();
    const mk = async (name: string, hqCountry: string, flags: { pinned?: boolean; verified?: boolean } = {}, description = "") =>
      (await create({ name, hqCountry, description, ...flags })).body.id as string;
    const plain = await mk(`Alpha ${token}`, "DE");
    const verified = await mk(`Zulu ${token}`, "FR", { verified: true });
    const pinned = await mk(`Mike ${token}`, "US", { pinned: true });
    const both = await mk(`Yankee ${token}`, "DE", { pinned: true, verified: true });
    const byDescription = await mk("Bravo Reads", "GB", {}, `Described by ${token.toUpperCase()} here`);

    const all = (await call("GET", `/api/admin/providers?query=${token.toUpperCase()}`)).body;
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 20, hasNext: false, hasPrev: false });
    expect((all.data as { id: string }[]).map((p) => p.id)).toEqual([both, pinned, verified, plain, byDescription]);

    const de = (await call("GET", `/api/admin/providers?query=${token}&hqCountry=DE`)).body;
    expect((de.data as { id: string }[]).map((p) => p.id)).toEqual([both, plain]);
    const list = (await call("GET", `/api/admin/providers?query=${token}&hqCountry=Germany,GB&hqCountry=us`)).body;
    expect((list.data as { id: string }[]).map((p) => p.id)).toEqual([both, pinned, plain, byDescription]);

    const byName = (await call("GET", `/api/admin/providers?query=${token}&sort=name&pageSize=2&page=2`)).body;
    expect(byName).toMatchObject({ total: 5, page: 2, pageSize: 2, hasNext: true, hasPrev: true });
    expect((byName.data as { name: string }[]).map((p) => p.name)).toEqual([`Mike ${token}`, `Yankee ${token}`]);

    const bad = await call("GET", "/api/admin/providers?hqCountry=Atlantis");
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toBe('Unknown HQ country "Atlantis"');
  });

  it("pages 20 at a time by default", async () => {
    const res = (await call("GET", "/api/admin/providers")).body;
    expect(res.pageSize).toBe(20);
    expect((res.data as unknown[]).length).toBeLessThanOrEqual(20);
    expect(res.hasNext).toBe((res.total as number) > 20);
  });
});

describe("deleting a provider", () => {
  it("deletes its applications, recounts the requests' responses and sends its users back to basic", async () => {
    const db = t.services.database.db;
    const doomed = (await create({ name: make.unique("Doomed"), hqCountry: "DE" })).body;
    const survivor = (await create({ name: make.unique("Survivor"), hqCountry: "DE" })).body;
    const tender = await make.request(t, { responseCount: 2 });
    await make.application(t, { tenderId: tender.id, providerId: doomed.id as string, pricePerCt: 10 });
    await make.application(t, { tenderId: tender.id, providerId: survivor.id as string, pricePerCt: 11 });
    const linked = await make.signedInAs(t, "telerad", doomed.id as string);
    expect((await t.request("GET", "/api/me", { cookie: linked.cookie }).then((r) => r.json())).profile.role).toBe("telerad");

    const res = await call("DELETE", `/api/admin/providers/${doomed.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: true, applicationsRemoved: 1, usersUnlinked: 1 });

    expect((await call("GET", `/api/admin/providers/${doomed.id}`)).status).toBe(404);
    const left = await applicationsOf(t, tender.id);
    expect(left.map((a) => a.providerId)).toEqual([survivor.id]);
    expect((await requestRow(t, tender.id)).responseCount).toBe(1);
    const me = await t.request("GET", "/api/me", { cookie: linked.cookie }).then((r) => r.json());
    expect(me.profile).toMatchObject({ role: "basic", providerId: null });
    expect((await call("DELETE", `/api/admin/providers/${doomed.id}`)).status).toBe(404);
    expect(await db.select().from(providers).where(ilike(providers.name, doomed.name as string))).toHaveLength(0);
  });
});
