import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { eventsAbout } from "./events-support";

/** Issue 34: the provider's own edit (/provider/me) and the admin's edit are one update. */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await make.signedInAs(t, "admin")).cookie;
});
afterAll(() => t.close());

type Study = { id: string; title: string; description: string; outcome: string };
type Body = { slug: string; caseStudies: Study[]; error?: { message: string } };

const patchMe = async (cookie: string, body: unknown) => {
  const res = await t.request("PATCH", "/api/provider/me", { body, cookie });
  return { status: res.status, body: (await res.json()) as Body };
};
const patchAsAdmin = async (id: string, body: unknown) => {
  const res = await t.request("PATCH", `/api/admin/providers/${id}`, { body, cookie: admin });
  return { status: res.status, body: (await res.json()) as Body };
};
const study = (title: string) => ({ title, description: `${title} description`, outcome: `${title} outcome` });
const idsOf = (studies: Study[]) => studies.map((s) => s.id);

async function owner() {
  const provider = await make.provider(t);
  return { provider, cookie: (await make.signedInAs(t, "telerad", provider.id)).cookie };
}

describe("renaming from /provider/me at the same moment", () => {
  it("gives every provider renamed to the same name its own slug, none answered 500", async () => {
    const name = `Concurrent Reads ${make.unique("r")}`;
    const base = name.toLowerCase().replace(/\s+/g, "-");
    const owners = await Promise.all([owner(), owner(), owner(), owner()]);
    const results = await Promise.all(owners.map((o) => patchMe(o.cookie, { name })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const slugs = results.map((r) => r.body.slug);
    expect(new Set(slugs).size).toBe(4);
    expect([...slugs].sort()).toEqual([base, `${base}-1`, `${base}-2`, `${base}-3`]);
  });

  it("the same holds when an admin and a provider rename to the same name together", async () => {
    const name = `Mixed Reads ${make.unique("m")}`;
    const [a, b, c] = await Promise.all([owner(), owner(), owner()]);
    const results = await Promise.all([
      patchMe(a.cookie, { name }),
      patchAsAdmin(b.provider.id, { name, slug: "regenerate" }),
      patchMe(c.cookie, { name }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.slug)).size).toBe(3);
  });
});

describe("case study ids", () => {
  it("deleting the first study and adding one leaves every id distinct and the kept study's id unchanged", async () => {
    const { cookie } = await owner();
    const first = await patchMe(cookie, { caseStudies: [study("Stroke"), study("Trauma")] });
    expect(first.status).toBe(200);
    const [stroke, trauma] = first.body.caseStudies as [Study, Study];
    expect(stroke.id).not.toBe(trauma.id);

    const second = await patchMe(cookie, { caseStudies: [trauma, study("Oncology")] });
    expect(second.status).toBe(200);
    const ids = idsOf(second.body.caseStudies);
    expect(new Set(ids).size).toBe(2);
    expect(ids[0]).toBe(trauma.id);
    expect(ids[1]).not.toBe(stroke.id);
    expect(ids[1]).toMatch(/^cs-/);

    // Editing a study keeps its id, on either editor's route, and the profile reads the same ids back.
    const edited = await patchMe(cookie, { caseStudies: [{ ...trauma, outcome: "Faster" }, second.body.caseStudies[1]] });
    expect(idsOf(edited.body.caseStudies)).toEqual(ids);
    expect(edited.body.caseStudies[0]).toMatchObject({ id: trauma.id, outcome: "Faster" });
    const me = (await (await t.request("GET", "/api/provider/me", { cookie })).json()) as Body;
    expect(idsOf(me.caseStudies)).toEqual(ids);
  });

  it("keeps ids through the admin's edit too, and never stores one id twice", async () => {
    const { provider, cookie } = await owner();
    const mine = (await patchMe(cookie, { caseStudies: [study("A"), study("B")] })).body.caseStudies as [Study, Study];
    const byAdmin = await patchAsAdmin(provider.id, { caseStudies: [mine[1], study("C"), mine[0]] });
    expect(byAdmin.status).toBe(200);
    expect(idsOf(byAdmin.body.caseStudies).filter((id) => id !== byAdmin.body.caseStudies[1]!.id)).toEqual([mine[1].id, mine[0].id]);
    expect(new Set(idsOf(byAdmin.body.caseStudies)).size).toBe(3);

    // The same id sent twice: the first keeps it, the copy gets one of its own.
    const twice = await patchMe(cookie, { caseStudies: [mine[0], { ...mine[0], title: "Copy" }] });
    expect(twice.status).toBe(200);
    expect(twice.body.caseStudies[0]!.id).toBe(mine[0].id);
    expect(twice.body.caseStudies[1]).toMatchObject({ title: "Copy", id: expect.stringMatching(/^cs-/) });
    expect(twice.body.caseStudies[1]!.id).not.toBe(mine[0].id);
  });
});

describe("history", () => {
  it("records one 'updated' per edit, under the API's field names, whichever editor made it; a rename records the slug", async () => {
    const { provider, cookie } = await owner();
    const name = `History Reads ${make.unique("h")}`;
    expect((await patchMe(cookie, { name, medianTATMinutes: 45 })).status).toBe(200);
    expect((await patchAsAdmin(provider.id, { medianTATMinutes: 60 })).status).toBe(200);
    expect((await patchMe(cookie, { medianTATMinutes: 60 })).status).toBe(200);
    const list = await eventsAbout(t, provider.id);
    expect(list.map((e) => [e.action, e.actorRole])).toEqual([
      ["updated", "telerad"],
      ["updated", "admin"],
    ]);
    expect(list[0]!.changes).toEqual({
      name: { before: provider.name, after: name },
      slug: { before: provider.slug, after: name.toLowerCase().replace(/\s+/g, "-") },
      medianTATMinutes: { before: null, after: 45 },
    });
    expect(list[1]!.changes).toEqual({ medianTATMinutes: { before: 45, after: 60 } });
  });
});
