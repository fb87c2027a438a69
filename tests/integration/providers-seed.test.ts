// The harness (the app, and with it @hono/zod-openapi's zod extension) must load before the shared contracts.
import { type TestApp, sessionCookie, startTestApp } from "./harness";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organisationMembers } from "@/server/db/organisations-schema";
import { applications, profiles, providers, tenders, user } from "@/server/db/schema";
import { type ScaleResult, seedScale } from "@/server/db/seed/scale";
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_TOTP_SECRET, BENCH_PASSWORD } from "@/server/db/seed/scale-accounts";
import { totp } from "../support/totp";
import { LANGUAGE_CODES } from "@/shared/reference/languages";
import { ALL_MODALITIES } from "@/shared/reference/modalities";
import { ContractTermsSchema } from "@/shared/contracts/contracts";
import { measuresWindowStart } from "@/server/modules/studies/measures";
import { refreshMonths, refreshProviderMeasures } from "@/server/modules/studies/repo";

let t: TestApp;
let seeded: ScaleResult;
const lines: string[] = [];
beforeAll(async () => {
  // A database of its own: the seed counts what is there, and its bench accounts are the only ones.
  t = await startTestApp({}, { ownDatabase: true });
  seeded = await seedScale(t.services.database, 40, (l) => lines.push(l), { startAt: 1_000_000, authSecret: t.services.config.authSecret });
});
afterAll(async () => {
  await t?.close();
});

async function signIn(email: string): Promise<string> {
  const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password: BENCH_PASSWORD } });
  expect(res.status).toBe(200);
  if (!(await res.clone().json()).twoFactorRedirect) return res.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");
  // The bench admin has two-factor, with its known secret.
  const challenge = res.headers.getSetCookie().map((c) => c.split(";")[0]!).join("; ");
  const verified = await t.request("POST", "/api/auth/two-factor/verify-totp", { cookie: challenge, body: { code: totp(BENCH_ADMIN_TOTP_SECRET) } });
  expect(verified.status).toBe(200);
  return sessionCookie(verified);
}

/** The structure a fast seed drops and builds again: every index and foreign key of the three tables. */
async function indexesAndKeys(): Promise<string[]> {
  const { rows } = await t.services.database.exec(
    `select pg_get_indexdef(indexrelid) as d from pg_index where indrelid::regclass::text in ('providers', 'tenders', 'applications')
     union all select pg_get_constraintdef(oid) from pg_constraint where conrelid::regclass::text in ('providers', 'tenders', 'applications')`,
  );
  return rows.map((r) => String(r.d)).sort();
}

describe("npm run seed -- --scale N", () => {
  it("adds N varied providers, N requests and 10 x N applications that the directory serves", async () => {
    expect(seeded).toMatchObject({ providers: 40, requests: 40, applications: 400, accounts: 3 });
    expect(lines.some((l) => l.startsWith("  requests: 40 / 40, applications: 400 ("))).toBe(true);

    const { db } = t.services.database;
    const synthetic = await db.select().from(providers).where(inArray(providers.id, seeded.providerIds));
    expect(synthetic).toHaveLength(40);
    expect(new Set(synthetic.map((p) => p.hqCountry)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(synthetic.flatMap((p) => p.languages)).size).toBeGreaterThanOrEqual(8);
    expect(synthetic.every((p) => p.languages.every((l) => LANGUAGE_CODES.includes(l)))).toBe(true);
    expect(synthetic.every((p) => p.modalities.every((m) => ALL_MODALITIES.includes(m)))).toBe(true);
    expect(synthetic.some((p) => p.verified) && synthetic.some((p) => !p.verified)).toBe(true);

    const one = synthetic[0]!;
    const res = await t.request("GET", `/api/providers/${one.slug}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { name: string }).name).toBe(one.name);
  });

  it("makes requests in every state, applications in every status, and counts the responses as the app does", async () => {
    const { db } = t.services.database;
    const requests = await db.select().from(tenders).where(inArray(tenders.id, seeded.requestIds));
    const now = Date.now();
    expect(requests.some((r) => r.status === "OPEN" && r.deadline.getTime() > now)).toBe(true);
    expect(requests.some((r) => r.status === "OPEN" && r.deadline.getTime() <= now)).toBe(true);
    expect(requests.some((r) => r.status === "CLOSED")).toBe(true);
    expect(requests.every((r) => r.hospitalId)).toBe(true);

    const bids = await db.select().from(applications).where(inArray(applications.tenderId, seeded.requestIds));
    expect(bids).toHaveLength(400);
    expect(new Set(bids.map((b) => b.status))).toEqual(new Set(["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"]));
    expect(bids.every((b) => b.turnaroundCommitment)).toBe(true);
    for (const r of requests) {
      const own = bids.filter((b) => b.tenderId === r.id);
      expect(r.responseCount).toBe(own.filter((b) => b.status !== "WITHDRAWN").length);
      expect(own.filter((b) => b.status === "AWARDED").length).toBeLessThanOrEqual(1);
      expect(own.every((b) => Object.keys(b.pricesByModality).every((m) => r.modalities.includes(m)))).toBe(true);
    }
  });

  it("makes bench accounts that sign in and see their own requests and applications", async () => {
    const { db } = t.services.database;
    const [hospital] = await db.select({ email: user.email, id: user.id }).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(eq(profiles.role, "hospital"));
    const [telerad] = await db
      .select({ email: user.email, providerId: organisationMembers.organisationId })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .innerJoin(organisationMembers, eq(organisationMembers.userId, user.id))
      .where(eq(profiles.role, "telerad"));
    const [own] = await db.select({ id: tenders.id, responses: tenders.responseCount }).from(tenders).where(eq(tenders.hospitalId, hospital!.id)).limit(1);

    const asHospital = await t.request("GET", `/api/requests/${own!.id}/applications`, { cookie: await signIn(hospital!.email) });
    expect(asHospital.status).toBe(200);
    const page = (await asHospital.json()) as { total: number; counts: Record<string, number> };
    expect(page.total - page.counts.WITHDRAWN!).toBe(own!.responses);

    const [{ mine } = { mine: 0 }] = await db
      .select({ mine: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.providerId, telerad!.providerId!), inArray(applications.tenderId, seeded.requestIds)));
    const asTelerad = await t.request("GET", "/api/me/applications", { cookie: await signIn(telerad!.email) });
    expect(asTelerad.status).toBe(200);
    expect(((await asTelerad.json()) as { total: number }).total).toBe(mine);

    const asAdmin = await t.request("GET", "/api/admin/applications", { cookie: await signIn(BENCH_ADMIN_EMAIL) });
    expect(asAdmin.status).toBe(200);
  });

  it("makes a contract of every award of an organisation's request, valid terms, dates its status agrees with, and threads", async () => {
    const rows = (await t.services.database.exec("select c.id, c.status, a.status as bid from contracts c join applications a on a.id = c.application_id")).rows as { id: string; status: string; bid: string }[];
    const [awarded] = (await t.services.database.exec("select count(*)::int as n from applications a join tenders t on t.id = a.tender_id where a.status = 'AWARDED' and t.organisation_id is not null")).rows as [{ n: number }];
    expect(rows.length).toBe(awarded.n);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.bid === "AWARDED")).toBe(true);
    expect(lines.some((l) => l.startsWith(`  contracts: ${rows.length}, messages: `))).toBe(true);
    const admin = await signIn(BENCH_ADMIN_EMAIL);
    for (const r of rows) {
      const c = (await (await t.request("GET", `/api/contracts/${r.id}`, { cookie: admin })).json()) as { terms: unknown };
      expect(ContractTermsSchema.safeParse(c.terms).success, r.id).toBe(true);
    }
    expect(await t.services.contracts.run()).toEqual({ steps: 0 });
    const thread = await t.request("POST", `/api/threads/contract/${rows[0]!.id}/admin-access`, { cookie: admin, body: { reason: "Checking the bench data." } });
    expect(thread.status).toBe(204);
    expect(((await (await t.request("GET", `/api/threads/contract/${rows[0]!.id}`, { cookie: admin })).json()) as { messages: { total: number } }).messages.total).toBe(6);
  });

  it("gives the active contracts studies whose monthly and directory figures are what the product computes", async () => {
    const db = t.services.database;
    const snapshot = async (id: string) =>
      JSON.stringify([
        (await db.exec(`select month, modality, tier, studies, within, fees_minor, reviewed, significant from study_months where contract_id = '${id}' order by 1, 2, 3`)).rows,
        (await db.exec(`select month, tier, commitment_minutes, p50, p90, p95, distribution from study_month_tiers where contract_id = '${id}' order by 1, 2`)).rows,
        (await db.exec(`select measured_studies, measured_within, measured_tat_minutes, measured_from from providers where id = (select provider_id from contracts where id = '${id}')`)).rows,
      ]);
    const [active] = (await db.exec("select contract_id as id, array_agg(distinct month::text) as months from studies group by contract_id limit 1")).rows as [{ id: string; months: string[] }];
    expect(active).toBeDefined();
    expect(lines.some((l) => /^ {2}studies: [1-9]/.test(l))).toBe(true);
    const seeded = await snapshot(active.id);
    const provider = (await db.exec(`select provider_id as id from contracts where id = '${active.id}'`)).rows[0] as { id: string };
    await db.db.transaction(async (tx) => {
      await refreshMonths(tx, active.id, active.months);
      await refreshProviderMeasures(tx, provider.id, measuresWindowStart());
    });
    expect(await snapshot(active.id)).toBe(seeded);
  });

  it("adds more when run again, and puts back every index and foreign key it set aside", async () => {
    const before = await indexesAndKeys();
    const again = await seedScale(t.services.database, 20, () => {}, { deferIndexes: true });
    expect(again).toMatchObject({ providers: 20, requests: 20, applications: 200, accounts: 2 });
    expect(await indexesAndKeys()).toEqual(before);
    const res = await t.request("GET", "/api/providers?pageSize=1");
    expect(((await res.json()) as { total: number }).total).toBeGreaterThanOrEqual(60);
  });
});
