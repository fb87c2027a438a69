import { eq, inArray, sql } from "drizzle-orm";
import { COUNTRY_CODES } from "@/shared/reference/countries";
import type { MemberRole } from "@/shared/policy/organisations";
import type { Role } from "@/shared/policy/roles";
import { hashPassword } from "better-auth/crypto";
import { createConfirmedAccount } from "../../modules/auth/accounts";
import type { Services } from "../../context";
import type { Db } from "../client";
import { applications, providers, tenders, user } from "../schema";
import { demoProviders } from "./providers-data";
import { rng } from "./random";
import { demoTenders } from "./requests-data";
import { demoBid, FLAGSHIP_TENDER, flagshipBids } from "./applications-data";
import { seedDemoContracts } from "./contracts-data";
import { seedEvaluationDemo } from "./evaluations-data";
import { seedDashboardHistory } from "./dashboards-data";
import { seedAmendmentDemo } from "./amendments-data";
import { seedDemoQuestions } from "./questions-data";
import { seedDemoEvents } from "./events-data";
import { seedDemoCredentials, seedLicenceRequiredRequests } from "./credentials-data";
import { seedDemoReviews } from "./reviews-data";
import { seedDemoNotifications } from "./notifications-data";
import { type DemoTeam, seedDemoOrganisations, seedDemoTeams } from "./organisations-data";
import { seedOpenDataDemo } from "./open-data-data";

import { DEMO_ADMIN_TOTP_SECRET, setUpKnownTwoFactor } from "@/server/modules/security/known-two-factor";

export const DEMO_PASSWORD = "radbridge-demo";
/** The demo accounts; `team` is the organisation each belongs to, with its role there (issue 29). */
export const DEMO_ACCOUNTS: { email: string; name: string; role: Role; team?: { of: DemoTeam; role: MemberRole } }[] = [
  { email: "admin@demo.test", name: "Alex Admin", role: "admin" },
  { email: "hospital@demo.test", name: "Hannah Hospital", role: "hospital", team: { of: "hospital", role: "owner" } },
  { email: "hospital2@demo.test", name: "Henrik Hospital", role: "hospital", team: { of: "hospital2", role: "owner" } },
  { email: "telerad@demo.test", name: "Tara Telerad", role: "telerad", team: { of: "provider", role: "owner" } },
  { email: "basic@demo.test", name: "Ben Basic", role: "basic" },
  { email: "evaluator@demo.test", name: "Eva Evaluator", role: "hospital", team: { of: "hospital", role: "evaluator" } },
  { email: "viewer@demo.test", name: "Victor Viewer", role: "hospital", team: { of: "hospital", role: "viewer" } },
  { email: "bidder@demo.test", name: "Bea Bidder", role: "telerad", team: { of: "provider", role: "bidder" } },
  { email: "panel@demo.test", name: "Paula Panel", role: "hospital", team: { of: "hospital", role: "evaluator" } },
];

/**
 * Seeds the demo data once. `wanted` is SEED_DEMO (default: on for the embedded database);
 * the admin demo account marks a database as already seeded.
 */
export async function seedDemoIfNeeded(services: Services, wanted: boolean): Promise<{ demo: boolean }> {
  const { db } = services.database;
  if (!wanted) return { demo: false };
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_ACCOUNTS[0]!.email)).limit(1);
  if (existing) return { demo: true };
  await seedDemo(db, services.config.authSecret);
  services.logger.info("demo data seeded");
  return { demo: true };
}

/** `secret` is the server's AUTH_SECRET: the demo studies' references are hashed with it, as the app hashes them. */
export async function seedDemo(db: Db, secret: string) {
  const r = rng(20261123);
  const providerRows = await db.insert(providers).values(demoProviders(r, [...COUNTRY_CODES])).returning({ id: providers.id, slug: providers.slug });
  const teleradProvider = providerRows[0]!;

  const hospitalTeams = await seedDemoOrganisations(db);
  const teamId = (of: DemoTeam) => (of === "provider" ? teleradProvider.id : hospitalTeams[of]);
  const ids: Record<string, string> = {};
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const { team, ...a } of DEMO_ACCOUNTS) {
    const organisation = team ? { id: teamId(team.of), role: team.role } : null;
    ids[a.email] = await createConfirmedAccount(db, { ...a, password: DEMO_PASSWORD, organisation }, passwordHash);
  }
  await setUpKnownTwoFactor(db, secret, ids["admin@demo.test"]!, DEMO_ADMIN_TOTP_SECRET);

  const owners = [ids["hospital@demo.test"], ids["hospital2@demo.test"], null];
  const tenderRows = await db
    .insert(tenders)
    .values(demoTenders(r, 28).map((t, i) => ({ ...t, hospitalId: owners[i % 3] ?? null })))
    .returning({ id: tenders.id, status: tenders.status, modalities: tenders.modalities, tatRequirement: tenders.tatRequirement, createdAt: tenders.createdAt });

  // Applications in every status, from several providers, on the first open requests.
  const statuses = ["SUBMITTED", "SHORTLISTED", "AWARDED", "DECLINED", "WITHDRAWN"] as const;
  const open = tenderRows.filter((t) => t.status === "OPEN");
  const rows: (typeof applications.$inferInsert)[] = [];
  // Bids come in the days after their request was posted (their own random sequence, so the rest of the demo is unchanged).
  const hours = rng(32);
  const bidAt = (t: { createdAt: Date }) => new Date(Math.min(Date.now() - 3600_000, t.createdAt.getTime() + hours.int(2, 96) * 3600_000));
  open.slice(0, 12).forEach((t, ti) => {
    const count = 1 + (ti % 4);
    for (let k = 0; k < count; k++) {
      const p = providerRows[(ti * 3 + k + 1) % providerRows.length]!;
      const createdAt = bidAt(t);
      rows.push({ ...demoBid(r, t, p.id, statuses[(ti + k) % statuses.length]), createdAt, updatedAt: createdAt });
    }
  });
  // The demo telerad's provider has applied to two requests.
  rows.push({ ...demoBid(r, open[13]!, teleradProvider.id, "SUBMITTED"), applicantUserId: ids["telerad@demo.test"], pricePerCt: 18.5, currency: "EUR", pricesByModality: {}, note: "Night cover from our US hub." });
  rows.push({ ...demoBid(r, open[14]!, teleradProvider.id, "SHORTLISTED"), applicantUserId: ids["telerad@demo.test"], pricePerCt: 22, currency: "USD", pricesByModality: {} });
  // A closed request the demo telerad's provider lost: its own evaluation shows on the request.
  const decided = tenderRows.find((t) => t.status === "CLOSED")!;
  const terms = { currency: "EUR", pricesByModality: {}, turnaroundCommitment: decided.tatRequirement };
  rows.push({ ...demoBid(r, decided, teleradProvider.id, "DECLINED"), ...terms, pricePerCt: 34, applicantUserId: ids["telerad@demo.test"], qualityScore: 7 });
  rows.push({ ...demoBid(r, decided, providerRows[5]!.id, "AWARDED"), ...terms, pricePerCt: 27.5, qualityScore: 9 });
  // A request of hospital@demo.test whose Compare Applications page is full from the first start.
  const [flagship] = await db.insert(tenders).values({ ...FLAGSHIP_TENDER, hospitalId: ids["hospital@demo.test"] }).returning({ id: tenders.id });
  rows.push(...flagshipBids(flagship!.id, providerRows.slice(20, 24).map((p) => p.id)));
  await db.insert(applications).values(rows);
  const amended = await seedAmendmentDemo(db, { hospital: { id: ids["hospital@demo.test"]!, email: "hospital@demo.test" }, teleradProviderId: teleradProvider.id, teleradUserId: ids["telerad@demo.test"]!, providerIds: [providerRows[30]!.id, providerRows[31]!.id] });
  await seedDemoCredentials(db, { adminId: ids["admin@demo.test"]!, teleradUserId: ids["telerad@demo.test"]!, teleradProviderId: teleradProvider.id, providerIds: providerRows.map((p) => p.id) });
  const licenceRequired = await seedLicenceRequiredRequests(db, ids["hospital@demo.test"]!);
  const person = (email: string) => ({ id: ids[email]!, email, name: DEMO_ACCOUNTS.find((a) => a.email === email)!.name, role: DEMO_ACCOUNTS.find((a) => a.email === email)!.role });
  const contracted = await seedDemoContracts(db, secret, { hospitalOrganisationId: hospitalTeams.hospital, hospital: person("hospital@demo.test"), providerId: teleradProvider.id, provider: person("telerad@demo.test") });
  // A request evaluated by a panel of three, in its standstill (issue 33); it writes its own history.
  const slugged = (i: number) => ({ id: providerRows[i]!.id, slug: providerRows[i]!.slug });
  await seedEvaluationDemo(db, {
    organisationId: hospitalTeams.hospital,
    panel: [person("hospital@demo.test"), person("evaluator@demo.test"), person("panel@demo.test")],
    bidders: [slugged(5), { ...slugged(0), user: person("telerad@demo.test") }, slugged(6), slugged(7)],
  });
  const history = await seedDashboardHistory(db, r, { hospitalUserId: ids["hospital2@demo.test"]!, providerId: teleradProvider.id, otherProviderIds: providerRows.slice(40, 52).map((p) => p.id) });
  // The demo's own requests only: the database may hold many more (seed --scale).
  const requestIds = [...tenderRows.map((t) => t.id), flagship!.id, amended.tenderId, ...licenceRequired, ...contracted, ...history];
  await db
    .update(tenders)
    .set({ responseCount: sql`(select count(*)::int from ${applications} where ${applications.tenderId} = ${tenders.id} and ${applications.status} <> 'WITHDRAWN')` })
    .where(inArray(tenders.id, requestIds));
  await seedDemoTeams(
    db,
    [
      { organisationId: hospitalTeams.hospital, userId: ids["hospital@demo.test"]! },
      { organisationId: hospitalTeams.hospital2, userId: ids["hospital2@demo.test"]! },
    ],
    { organisationId: hospitalTeams.hospital, invitedBy: ids["hospital@demo.test"]! },
  );
  await seedDemoEvents(db, ids, { providerIds: providerRows.map((p) => p.id), requestIds });
  await seedDemoQuestions(db, { flagshipId: flagship!.id, accounts: ids, teleradProviderId: teleradProvider.id, askerProviderIds: providerRows.slice(20, 24).map((p) => p.id) });
  await seedDemoReviews(db, ids);
  await seedDemoNotifications(db, ids);
  await seedOpenDataDemo(db, { contractedRequestId: contracted[0]!, openRequestId: flagship!.id });
}
