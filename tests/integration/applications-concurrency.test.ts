import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applications } from "@/server/db/schema";
import { type TestApp, startTestApp } from "./harness";
import * as make from "../support/factories";
import { applicationRow, applicationsOf, requestRow } from "../support/rows";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe("applications under concurrency (PGlite and PostgreSQL)", () => {
  it("two simultaneous applications by the same provider leave exactly one", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const provider = await make.provider(t);
    const a = await make.signedInAs(t, "telerad", provider.id);
    const b = await make.signedInAs(t, "telerad", provider.id);
    for (let round = 0; round < 5; round++) {
      const tender = await make.request(t, { hospitalId: hospital.userId });
      const results = await Promise.all(
        [a, b, a, b].map((who, i) => t.request("POST", `/api/requests/${tender.id}/applications`, { body: { pricePerCt: 10 + i }, cookie: who.cookie })),
      );
      const codes = results.map((r) => r.status).sort();
      expect(codes).toEqual([201, 409, 409, 409]);
      expect(await applicationsOf(t, tender.id)).toHaveLength(1);
      expect((await requestRow(t, tender.id)).responseCount).toBe(1);
    }
  });

  it("a withdrawal racing an award leaves one legal final state", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const provider = await make.provider(t);
    const telerad = await make.signedInAs(t, "telerad", provider.id);
    for (let round = 0; round < 6; round++) {
      const tender = await make.request(t, { hospitalId: hospital.userId });
      const app = await make.application(t, { tenderId: tender.id, providerId: provider.id, status: "SHORTLISTED" });
      await t.services.database.db.execute(sql`update tenders set response_count = 1 where id = ${tender.id}`);
      const award = t.request("PATCH", `/api/applications/${app.id}`, { body: { status: "AWARDED", closeRequest: true }, cookie: hospital.cookie });
      const withdraw = t.request("PATCH", `/api/applications/${app.id}`, { body: { status: "WITHDRAWN" }, cookie: telerad.cookie });
      const [ra, rw] = await Promise.all(round % 2 ? [award, withdraw] : [award, withdraw].reverse());
      const statuses = [ra!.status, rw!.status].sort();
      expect(statuses).toEqual([200, 409]);
      const final = (await applicationRow(t, app.id))!.status;
      const tenderNow = await requestRow(t, tender.id);
      const awardWon = (round % 2 ? ra : rw)!.status === 200;
      if (final === "AWARDED") {
        expect(awardWon).toBe(true);
        expect(tenderNow.status).toBe("CLOSED");
        expect(tenderNow.responseCount).toBe(1);
      } else {
        expect(final).toBe("WITHDRAWN");
        expect(awardWon).toBe(false);
        expect(tenderNow.status).toBe("OPEN");
        expect(tenderNow.responseCount).toBe(0);
      }
    }
  });

  it("response_count equals the real count after a burst of concurrent applies and withdrawals", async () => {
    const hospital = await make.signedInAs(t, "hospital");
    const tender = await make.request(t, { hospitalId: hospital.userId });
    const users = await Promise.all(
      Array.from({ length: 10 }, async () => make.signedInAs(t, "telerad", (await make.provider(t)).id)),
    );
    const applied = await Promise.all(
      users.map((u, i) => t.request("POST", `/api/requests/${tender.id}/applications`, { body: { pricePerCt: 5 + i }, cookie: u.cookie })),
    );
    expect(applied.map((r) => r.status)).toEqual(Array(10).fill(201));
    const ids = await Promise.all(applied.map(async (r) => ((await r.json()) as { id: string }).id));
    // Half withdraw while five more providers apply.
    const late = await Promise.all(Array.from({ length: 5 }, async () => make.signedInAs(t, "telerad", (await make.provider(t)).id)));
    const burst = await Promise.all([
      ...ids.slice(0, 5).map((id, i) => t.request("PATCH", `/api/applications/${id}`, { body: { status: "WITHDRAWN" }, cookie: users[i]!.cookie })),
      ...late.map((u) => t.request("POST", `/api/requests/${tender.id}/applications`, { body: { pricePerCt: 30 }, cookie: u.cookie })),
    ]);
    expect(burst.map((r) => r.status)).toEqual([...Array(5).fill(200), ...Array(5).fill(201)]);
    const rows = await applicationsOf(t, tender.id);
    const active = rows.filter((r) => r.status !== "WITHDRAWN").length;
    expect(active).toBe(10);
    expect((await requestRow(t, tender.id)).responseCount).toBe(active);
    const [{ n }] = (await t.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(sql`${applications.tenderId} = ${tender.id} and ${applications.status} <> 'WITHDRAWN'`)) as [{ n: number }];
    expect(n).toBe(10);
  });
});
