/**
 * The one way integration tests make rows. Every factory takes typed overrides and otherwise makes
 * data no other test makes (unique names, slugs, addresses), so test files can share one PostgreSQL
 * database in parallel without resets.
 */
import { contractVersions, contracts } from "@/server/db/contracts-schema";
import { termEnd } from "@/shared/policy/contracts";
import type { ContractTerms } from "@/shared/contracts/contracts";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { MemberRole } from "@/shared/policy/organisations";
import type { Role } from "@/shared/policy/roles";
import { applications, organisations, profiles, providers, tenders } from "@/server/db/schema";
import { organisationMembers } from "@/server/db/organisations-schema";
import { credentialDocuments, credentials } from "@/server/db/credentials-schema";
import { hashPassword } from "better-auth/crypto";
import { createConfirmedAccount, type NewAccount } from "@/server/modules/auth/accounts";
import { setUpKnownTwoFactor } from "@/server/modules/security/known-two-factor";
import { sessionCookie, type TestApp } from "../integration/harness";
import { totp } from "./totp";

export const unique = (prefix = "u") => `${prefix}-${randomUUID().slice(0, 8)}`;
export const uniqueIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
export const uniqueEmail = (prefix = "user") => `${unique(prefix)}@example.test`;

/** A provider of its own: a unique name and slug, in Germany, reading CT in English. */
export async function provider(t: TestApp, overrides: Partial<typeof providers.$inferInsert> = {}) {
  const [row] = await t.services.database.db
    .insert(providers)
    .values({ name: unique("Provider"), slug: unique("prov").toLowerCase(), hqCountry: "DE", modalities: ["CT"], languages: ["en"], description: "Test provider", ...overrides })
    .returning();
  return row!;
}

/** `n` providers in one insert, each unique, `overrides(i)` applied to the i-th (for lists that must exceed a threshold). */
export async function providersInBulk(t: TestApp, n: number, overrides: (i: number) => Partial<typeof providers.$inferInsert> = () => ({})) {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: unique("Provider"),
    slug: unique("prov").toLowerCase(),
    hqCountry: "DE",
    modalities: ["CT"],
    languages: ["en"],
    description: "Test provider",
    ...overrides(i),
  }));
  return t.services.database.db.insert(providers).values(rows).returning({ id: providers.id });
}

/** A hospital organisation of its own (a unique name, in Germany). */
export async function organisation(t: TestApp, overrides: Partial<typeof organisations.$inferInsert> = {}) {
  const [row] = await t.services.database.db
    .insert(organisations)
    .values({ kind: "hospital", name: unique("Hospital"), country: "DE", ...overrides })
    .returning();
  return row!;
}

/** Makes a user a member of an organisation with a role, acting for it. */
export async function member(t: TestApp, organisationId: string, userId: string, role: MemberRole) {
  const { db } = t.services.database;
  await db.insert(organisationMembers).values({ organisationId, userId, role }).onConflictDoUpdate({ target: [organisationMembers.organisationId, organisationMembers.userId], set: { role } });
  await db.update(profiles).set({ activeOrganisationId: organisationId }).where(eq(profiles.userId, userId));
}

/**
 * The organisation a hospital user's requests belong to: the one they own, or a new one they own (as migration 0009
 * and a first request do for a hospital without one).
 */
async function organisationOf(t: TestApp, hospitalId: string): Promise<string> {
  const { db } = t.services.database;
  const [found] = await db
    .select({ id: organisationMembers.organisationId })
    .from(organisationMembers)
    .innerJoin(organisations, and(eq(organisations.id, organisationMembers.organisationId), eq(organisations.kind, "hospital")))
    .where(and(eq(organisationMembers.userId, hospitalId), eq(organisationMembers.role, "owner")))
    .limit(1);
  if (found) return found.id;
  const created = await organisation(t);
  await member(t, created.id, hospitalId, "owner");
  return created.id;
}

/** A request's owning organisation, when a hospital user posted it and none was given. */
async function withOrganisation<T extends Partial<typeof tenders.$inferInsert>>(t: TestApp, values: T): Promise<T> {
  if (!values.hospitalId || values.organisationId !== undefined) return values;
  return { ...values, organisationId: await organisationOf(t, values.hospitalId) };
}

/** `n` requests in one insert, each unique, `overrides(i)` applied to the i-th. */
export async function requestsInBulk(t: TestApp, n: number, overrides: (i: number) => Partial<typeof tenders.$inferInsert> = () => ({})) {
  const rows = [];
  for (let i = 0; i < n; i++)
    rows.push(
      await withOrganisation(t, {
        title: unique("Night CT reads"),
        facility: unique("Facility"),
        country: "DE",
        description: "Overnight CT reporting",
        modalities: ["CT"],
        ...overrides(i),
      }),
    );
  return t.services.database.db.insert(tenders).values(rows).returning({ id: tenders.id });
}

/** A request (a row of `tenders`) of its own: OPEN, no owning hospital, the deadline a year away. A hospital author's organisation owns it. */
export async function request(t: TestApp, overrides: Partial<typeof tenders.$inferInsert> = {}) {
  const values = await withOrganisation(t, { title: unique("Night CT reads"), facility: unique("Facility"), country: "DE", description: "Overnight CT reporting", modalities: ["CT"], ...overrides });
  const [row] = await t.services.database.db.insert(tenders).values(values).returning();
  return row!;
}

/** An application of a provider to a request, SUBMITTED at €12.50 per CT unless told otherwise. */
export async function application(t: TestApp, overrides: Partial<typeof applications.$inferInsert> & { tenderId: string; providerId: string }) {
  const [row] = await t.services.database.db
    .insert(applications)
    .values({ pricePerCt: 12.5, currency: "EUR", status: "SUBMITTED", ...overrides })
    .returning();
  return row!;
}

const PASSWORD = "correct-horse-battery";
/** The factory password's hash, made once per process: hashing is deliberately slow, and its own tests sign up for real. */
let passwordHash: Promise<string> | undefined;

/** A confirmed account with a password and a profile; a basic user with a unique address unless told otherwise. */
/**
 * An account, confirmed, with a password. Admins must have two-factor (issue 34), so an admin's is set up with
 * `TEST_TOTP_SECRET` (pass `twoFactor: false` for one without it), and `signIn` answers its challenge.
 */
export async function account(t: TestApp, overrides: Partial<NewAccount> & { twoFactor?: boolean } = {}) {
  const { twoFactor = overrides.role === "admin", ...rest } = overrides;
  const role = rest.role ?? "basic";
  const input = { email: uniqueEmail(role), password: PASSWORD, name: `Test ${role}`, role, providerId: null, ...rest };
  passwordHash ??= hashPassword(PASSWORD);
  const userId = await createConfirmedAccount(t.services.database.db, input, input.password === PASSWORD ? await passwordHash : undefined);
  if (twoFactor) await setUpKnownTwoFactor(t.services.database.db, t.services.config.authSecret, userId, TEST_TOTP_SECRET);
  return { userId, email: input.email, password: input.password };
}

/** The TOTP secret of the accounts `account` sets two-factor up for. */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Signs in with e-mail and password from an address of its own (and the code, for two-factor), and returns the session cookie. */
export async function signIn(t: TestApp, email: string, password: string, totpSecret = TEST_TOTP_SECRET) {
  const ip = uniqueIp();
  const res = await t.request("POST", "/api/auth/sign-in/email", { body: { email, password }, ip });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  if (!((await res.clone().json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect) return sessionCookie(res);
  const challenge = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => c.includes("two_factor=")).join("; ");
  const verified = await t.request("POST", "/api/auth/two-factor/verify-totp", { cookie: challenge, body: { code: totp(totpSecret) }, ip });
  if (verified.status !== 200) throw new Error(`two-factor failed: ${verified.status} ${await verified.text()}`);
  return sessionCookie(verified);
}

/**
 * A new account with a role (and for telerad, maybe a provider: its Owner, or `memberRole`), signed in.
 */
export async function signedInAs(t: TestApp, role: Role, providerId: string | null = null, memberRole?: MemberRole) {
  const created = await account(t, memberRole && providerId ? { role, organisation: { id: providerId, role: memberRole } } : { role, providerId });
  return { ...created, cookie: await signIn(t, created.email, created.password) };
}

/** The smallest document the server accepts as a PDF: its magic bytes and a line. */
export const PDF_BYTES = new TextEncoder().encode("%PDF-1.4\n% test document\n%%EOF\n");

/** A credential of a provider: a medical licence in Germany, verified, valid from a year ago for two years, unless told otherwise. */
export async function credential(t: TestApp, overrides: Partial<typeof credentials.$inferInsert> & { providerId: string }) {
  const db = t.services.database.db;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(credentials)
      .values({
        type: "medical_licence",
        country: "DE",
        number: unique("LIC"),
        issuingBody: "Landesärztekammer",
        validFrom: day(-365),
        expiresOn: day(365),
        status: "verified",
        documentName: "licence.pdf",
        documentType: "application/pdf",
        documentSize: PDF_BYTES.length,
        ...overrides,
      })
      .returning();
    await tx.insert(credentialDocuments).values({ credentialId: row!.id, content: PDF_BYTES });
    return row!;
  });
}

/**
 * A contract between a hospital organisation and a provider, with its first version agreed (pending when sent, none for a draft):
 * one CT line at Routine, starting in 30 days for 12 months, unless told otherwise.
 */
export async function contract(
  t: TestApp,
  { terms: given, ...overrides }: Partial<typeof contracts.$inferInsert> & { hospitalOrganisationId: string; providerId: string; terms?: ContractTerms },
) {
  const startDate = given?.startDate ?? overrides.startDate ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const terms = given ?? {
    lines: [{ modality: "CT", tier: "12-24h" as const, priceMinor: 2000 }],
    tiers: [{ tier: "12-24h" as const, commitmentMinutes: 1440, creditBelowPercent: 90, creditPercent: 5 }],
    forecast: { CT: 500 },
    startDate,
    termMonths: 12,
    renewal: "none" as const,
    noticeDays: 30,
    qualityMaxDiscrepancyPercent: null,
  };
  const status = overrides.status ?? "scheduled";
  const db = t.services.database.db;
  const [row] = await db
    .insert(contracts)
    .values({ title: unique("Contract"), currency: "EUR", startDate, termMonths: 12, endDate: termEnd(startDate, 12), renewal: "none", draftTerms: status === "draft" || status === "sent" ? terms : null, currentVersion: status === "draft" || status === "sent" ? null : 1, awaiting: status === "sent" ? "provider" : null, ...overrides, status })
    .returning();
  const sent = status !== "draft";
  const agreed = sent && status !== "sent";
  if (sent) await db.insert(contractVersions).values({ contractId: row!.id, number: 1, revision: 1, kind: "contract", status: agreed ? "accepted" : "pending", proposedBySide: "hospital", effectiveFrom: startDate, terms, respondedAt: agreed ? new Date() : null });
  return row!;
}

