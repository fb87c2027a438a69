// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, startTestApp } from "./harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Provider } from "@/shared/contracts/providers";
import * as make from "../support/factories";
import { directory, type PageBody } from "./providers-directory";

/** A provider's profile: GET /api/providers/{slugOrId}, and answers kept between requests. */

let t: TestApp;
const { tok, rows, insert } = directory();

beforeAll(async () => {
  t = await startTestApp();
  await insert(t);
});
afterAll(async () => {
  await t?.close();
});

describe("GET /api/providers/{slugOrId}", () => {
  it("finds a provider by slug and by id", async () => {
    const bySlug = await t.request("GET", `/api/providers/${rows.charlie.slug}`);
    expect(bySlug.status).toBe(200);
    const provider = (await bySlug.json()) as Provider;
    expect(provider).toMatchObject({ id: rows.charlie.id, name: rows.charlie.name, hqCountry: "FR", pinned: true, verified: true });
    const byId = await t.request("GET", `/api/providers/${rows.charlie.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(provider);
  });

  it("answers 404 'Provider not found' for a missing slug or id", async () => {
    for (const key of [`${tok}-missing`, "00000000-0000-4000-8000-000000000000"]) {
      const res = await t.request("GET", `/api/providers/${key}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Provider not found" } });
    }
  });

  it("is the same for every role", async () => {
    const anonymous = await (await t.request("GET", `/api/providers/${rows.alpha.slug}`)).json();
    for (const role of ["basic", "telerad", "hospital", "admin"] as const) {
      const { cookie } = await make.signedInAs(t, role);
      const res = await t.request("GET", `/api/providers/${rows.alpha.slug}`, { cookie });
      expect(res.status).toBe(200);
      expect(await res.json(), role).toEqual(anonymous);
    }
  });
});

describe("answers kept between requests (directory-cache.ts)", () => {
  it("change as soon as a provider changes, whoever writes it and whichever instance answers", async () => {
    const other = await startTestApp({}, { shareDatabaseOf: t });
    try {
      const token = make.unique("zqkept").replace("-", "");
      const row = await make.provider(t, { name: `${token} Echo`, hqCountry: "US", description: "A teleradiology provider." });
      const read = async (app: TestApp) => {
        const list = (await (await app.request("GET", `/api/providers?query=${token}&verified=1`)).json()) as PageBody;
        const profile = await app.request("GET", `/api/providers/${row.slug}`);
        return { verifiedTotal: list.total, status: profile.status, description: profile.ok ? ((await profile.json()) as Provider).description : null };
      };
      for (const app of [t, other, t, other]) {
        expect(await read(app)).toEqual({ verifiedTotal: 0, status: 200, description: "A teleradiology provider." });
      }
      // Written by neither instance, as an operator's SQL or another tool would.
      await t.services.database.exec("update providers set verified = true, description = 'Now reading PET too.' where id = $1", [row.id]);
      for (const app of [t, other]) {
        expect(await read(app)).toEqual({ verifiedTotal: 1, status: 200, description: "Now reading PET too." });
      }
      await t.services.database.exec("delete from providers where id = $1", [row.id]);
      for (const app of [t, other]) {
        expect(await read(app)).toEqual({ verifiedTotal: 0, status: 404, description: null });
      }
    } finally {
      await other.close();
    }
  });
});
