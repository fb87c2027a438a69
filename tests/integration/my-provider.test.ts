import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const patchMe = (cookie: string | undefined, body: unknown) => t.request("PATCH", "/api/provider/me", { body, cookie });

describe("/api/provider/me", () => {
  it("is for telerad users with a provider only", async () => {
    const provider = await make.provider(t);
    const telerad = await make.signedInAs(t, "telerad", provider.id);
    const res = await t.request("GET", "/api/provider/me", { cookie: telerad.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: provider.id, name: provider.name, slug: provider.slug });

    expect((await t.request("GET", "/api/provider/me")).status).toBe(401);
    expect((await patchMe(undefined, { description: "x" })).status).toBe(401);
    for (const role of ["basic", "hospital", "admin", "telerad"] as const) {
      const who = await make.signedInAs(t, role);
      const get = await t.request("GET", "/api/provider/me", { cookie: who.cookie });
      expect(get.status, role).toBe(403);
      expect((await get.json()).error.message).toBe("User not associated with a provider");
      expect((await patchMe(who.cookie, { description: "x" })).status).toBe(403);
    }
  });

  it("edits the public profile, maps names to codes, and regenerates the slug from a new name", async () => {
    const provider = await make.provider(t);
    const telerad = await make.signedInAs(t, "telerad", provider.id);
    const name = `Aurora ${make.unique("Reads")}`;
    const res = await patchMe(telerad.cookie, {
      name,
      hqCountry: "Switzerland",
      regionsServed: ["DE", "France", "de"],
      languages: ["German", "en"],
      modalities: ["CT", "MRI"],
      priceModels: ["per-study"],
      medianTATMinutes: 45,
      websiteUrl: "https://aurora.example",
      linkedinUrl: "",
      established: "2012",
      description: "  Night and weekend reads.  ",
      acceptanceRate: 92.5,
      totalCases: 12000,
      caseStudies: [{ title: "Stroke coverage", description: "24/7 stroke CT", outcome: "20 min median" }],
      certifications: ["ISO 27001"],
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      name,
      slug: name.toLowerCase().replace(/\s+/g, "-"),
      hqCountry: "CH",
      regionsServed: ["DE", "FR"],
      languages: ["de", "en"],
      modalities: ["CT", "MRI"],
      medianTATMinutes: 45,
      websiteUrl: "https://aurora.example",
      linkedinUrl: null,
      established: "2012",
      description: "Night and weekend reads.",
      verified: false,
      pinned: false,
    });
    expect(body.caseStudies[0]).toMatchObject({ title: "Stroke coverage", outcome: "20 min median" });
    const again = await (await t.request("GET", "/api/provider/me", { cookie: telerad.cookie })).json();
    expect(again.name).toBe(name);

    // A second provider taking the same name gets a suffixed slug.
    const second = await make.provider(t);
    const other = await make.signedInAs(t, "telerad", second.id);
    const res2 = await patchMe(other.cookie, { name });
    expect((await res2.json()).slug).toBe(`${body.slug}-1`);
  });

  it("refuses the admin's fields and invalid values with a message per field, and changes nothing", async () => {
    const provider = await make.provider(t);
    const telerad = await make.signedInAs(t, "telerad", provider.id);
    for (const field of ["verified", "pinned", "slug", "rating", "reviewCount", "verifiedReviews", "id"]) {
      const res = await patchMe(telerad.cookie, { [field]: field === "slug" || field === "id" ? "x" : true });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.message).toBe(`Unknown field: ${field}`);
    }
    const res = await patchMe(telerad.cookie, {
      websiteUrl: "not a url",
      hqCountry: "Atlantis",
      modalities: ["CT", "Telepathy"],
      languages: ["Klingon"],
      medianTATMinutes: -5,
      established: "1700",
      name: "",
    });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toEqual({
      websiteUrl: "Website URL must be a valid URL starting with http:// or https://",
      hqCountry: "HQ country must be one of the listed countries",
      modalities: "Modalities must come from the modality list",
      languages: "Languages must come from the language list (not Klingon)",
      medianTATMinutes: "Median turnaround (minutes) cannot be negative",
      established: expect.stringMatching(/^Established must be a year between 1800 and \d{4}$/),
      name: "Name is required",
    });
    expect((await patchMe(telerad.cookie, { logoUrl: "javascript:alert(1)" })).status).toBe(400);
    const cs = await patchMe(telerad.cookie, { caseStudies: [{ title: "Only a title", description: "", outcome: "x" }] });
    expect(cs.status).toBe(400);
    expect((await cs.json()).error.fields).toEqual({ "caseStudies.0.description": "Case study description is required" });
    const after = await (await t.request("GET", "/api/provider/me", { cookie: telerad.cookie })).json();
    expect(after).toMatchObject({ name: provider.name, hqCountry: "DE", websiteUrl: null, modalities: ["CT"] });
  });
});
