/**
 * Word search (PRODUCT.md #33) on every list that searches: whole words and word beginnings, case and accents
 * ignored, never a string inside a word, never a field the role may not see. On the embedded database and, when
 * TEST_DATABASE_URL is set, on PostgreSQL too.
 */
// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { startTestApp, type TestApp } from "./harness";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as make from "../support/factories";
import { describePostgresOnly } from "../support/postgres-only";

function wordSearch(kind: "embedded" | "postgres") {
  let t: TestApp;
  // Letters only, so that the parser reads it as one plain word whatever the random digits.
  const tok = `ws${randomUUID()
    .replaceAll("-", "")
    .slice(0, 10)
    .replace(/[0-9]/g, (d) => "ghijklmnop"[Number(d)]!)}`;
  const ids: Record<string, string> = {};
  let admin: string;
  let hospital: string;
  let telerad: string;

  beforeAll(async () => {
    t = await startTestApp({}, { embedded: kind === "embedded" });
    const neuro = await make.provider(t, {
      name: `${tok} Neuroradiology Partners`,
      description: "Night reads from Berlin for the Müller clinic.",
      verified: true,
    });
    const zurich = await make.provider(t, { name: `${tok} Teleradiology Zürich`, description: "Réseau d'imagerie, 24/7." });
    const xray = await make.provider(t, { name: `${tok} X-Ray Services`, description: "Plain films." });
    const request = await make.request(t, { title: `${tok} Neuroradiology cover`, facility: "Clinique Saint-Éloi", description: "Overnight reads." });
    const application = await make.application(t, { tenderId: request.id, providerId: neuro.id });
    Object.assign(ids, { neuro: neuro.id, zurich: zurich.id, xray: xray.id, request: request.id, application: application.id });
    admin = (await make.signedInAs(t, "admin")).cookie;
    hospital = (await make.signedInAs(t, "hospital")).cookie;
    telerad = (await make.signedInAs(t, "telerad", neuro.id)).cookie;
    await make.account(t, { name: "Renée Dupont", email: `${tok}-ops@clinic.example.test`, role: "hospital" });
  });
  afterAll(() => t?.close());

  async function found(path: string, cookie?: string): Promise<string[]> {
    const res = await t.request("GET", path, { cookie });
    expect(res.status, path).toBe(200);
    const body = (await res.json()) as { data: { id: string; name?: string; email?: string }[]; total?: number };
    if (body.total !== undefined) expect(body.total, path).toBe(body.data.length);
    return body.data.map((row) => row.id);
  }
  const words = (text: string) => encodeURIComponent(`${tok} ${text}`);

  it("finds providers in the directory by whole words and word beginnings, not by a string inside a word", async () => {
    expect(await found(`/api/providers?query=${words("neuro")}`)).toEqual([ids.neuro]);
    expect(await found(`/api/providers?query=${words("berl")}`)).toEqual([ids.neuro]);
    expect(await found(`/api/providers?query=${words("teleradiology")}`)).toEqual([ids.zurich]);
    expect(await found(`/api/providers?query=${words("radiology")}`)).toEqual([]);
    expect(await found(`/api/providers?query=${words("ray")}`)).toEqual([ids.xray]);
    expect(await found(`/api/providers?query=${words("x-ray services")}`)).toEqual([ids.xray]);
    expect(await found(`/api/providers/verified?query=${words("neuro")}`)).toEqual([ids.neuro]);
  });

  it("ignores case and accents, in the text and in the rows", async () => {
    for (const text of ["zurich", "ZÜRICH", "Zür", "reseau", "RÉSEAU"]) expect(await found(`/api/providers?query=${words(text)}`), text).toEqual([ids.zurich]);
    expect(await found(`/api/providers?query=${words("MULLER")}`)).toEqual([ids.neuro]);
    expect(await found(`/api/admin/providers?query=${words("muller")}`, admin)).toEqual([ids.neuro]);
  });

  it("searches a request's facility only for the roles that see it", async () => {
    expect(await found(`/api/requests?q=${words("eloi")}`, hospital)).toEqual([ids.request]);
    expect(await found(`/api/requests?q=${words("saint")}`, telerad)).toEqual([]);
    expect(await found(`/api/requests?q=${words("neuro")}`, telerad)).toEqual([ids.request]);
    expect(await found(`/api/requests?q=${words("radiology")}`, hospital)).toEqual([]);
    expect(await found(`/api/admin/requests?q=${words("éloi")}`, admin)).toEqual([ids.request]);
  });

  it("finds users by the words of their name and e-mail address", async () => {
    const emails = async (q: string) => {
      const res = await t.request("GET", `/api/admin/profiles?q=${encodeURIComponent(q)}`, { cookie: admin });
      expect(res.status).toBe(200);
      return ((await res.json()).data as { email: string }[]).map((p) => p.email);
    };
    const email = `${tok}-ops@clinic.example.test`;
    for (const q of [`${tok} renee`, `RENÉE ${tok}`, `${tok}-ops@clinic`, `${tok} clin`, `dupont ${tok} example`]) expect(await emails(q), q).toEqual([email]);
    expect(await emails(tok.slice(2))).toEqual([]);
  });

  it("finds applications by the words of their request's title and facility and their provider's name", async () => {
    for (const text of ["neuro", "eloi", "partners", "neuroradiology partners cover"]) {
      expect(await found(`/api/admin/applications?q=${words(text)}`, admin), text).toEqual([ids.application]);
    }
    for (const text of ["zurich", "muller", "overnight"]) expect(await found(`/api/admin/applications?q=${words(text)}`, admin), text).toEqual([]);
  });

  it("keeps an application's words when its request or provider is renamed", async () => {
    const rename = (table: "providers" | "tenders", column: string, value: string, id: string) =>
      t.services.database.exec(`update ${table} set ${column} = $1 where id = $2`, [value, id]);
    await rename("providers", "name", `${tok} Nordlicht Group`, ids.neuro!);
    expect(await found(`/api/admin/applications?q=${words("nordlicht")}`, admin)).toEqual([ids.application]);
    expect(await found(`/api/admin/applications?q=${words("partners")}`, admin)).toEqual([]);
    await rename("tenders", "facility", "Hôpital Sud", ids.request!);
    expect(await found(`/api/admin/applications?q=${words("hopital")}`, admin)).toEqual([ids.application]);
    expect(await found(`/api/admin/applications?q=${words("eloi")}`, admin)).toEqual([]);
  });

  it("finds a provider's own applications by its requests' title and description, never the facility", async () => {
    expect(await found(`/api/me/applications?q=${words("cover")}`, telerad)).toEqual([ids.application]);
    expect(await found(`/api/me/applications?q=${words("overnight")}`, telerad)).toEqual([ids.application]);
    expect(await found(`/api/me/applications?q=${words("eloi")}`, telerad)).toEqual([]);
  });
}

describe("word search on the embedded database", () => wordSearch("embedded"));
describePostgresOnly("word search on the postgres database", () => wordSearch("postgres"));
