import { and, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { EXACT_TOTAL_LIMIT } from "@/shared/contracts/common";
import { countriesNamedBy } from "@/shared/reference/countries";
import type { ApplicationStatus } from "@/shared/policy/applications";
import type { Db, Tx } from "../../db/client";
import { searchPage } from "../../db/search-page";
import { textMatches } from "../requests/repo";
import { reviews } from "../../db/reviews-schema";
import { applications, providers, tenders, user } from "../../db/schema";

type Conn = Db | Tx;

export type ApplicationRow = typeof applications.$inferSelect;

export interface TenderLock {
  id: string;
  title: string;
  hospitalId: string | null;
  organisationId: string | null;
  status: "OPEN" | "CLOSED";
  deadline: Date;
  modalities: string[];
  tatRequirement: string | null;
  amendedAt: Date | null;
  country: string;
  licenceRequired: boolean;
  standstillDays: number | null;
  /** Evaluated by a panel (issue 33): who sees which bid depends on it. */
  hasPanel: boolean;
}

const tenderFacts = {
  id: tenders.id,
  title: tenders.title,
  modalities: tenders.modalities,
  tatRequirement: tenders.tatRequirement,
  hospitalId: tenders.hospitalId,
  organisationId: tenders.organisationId,
  status: tenders.status,
  deadline: tenders.deadline,
  amendedAt: tenders.amendedAt,
  country: tenders.country,
  licenceRequired: tenders.licenceRequired,
  standstillDays: tenders.standstillDays,
  hasPanel: sql<boolean>`exists (select 1 from evaluation_panel_members pm where pm.tender_id = ${tenders.id})`,
};

export async function findTender(db: Conn, id: string): Promise<TenderLock | null> {
  const [row] = await db.select(tenderFacts).from(tenders).where(eq(tenders.id, id)).limit(1);
  return row ?? null;
}

/** Locks the request row for the rest of the transaction: every application write of a request runs one at a time. */
export async function lockTender(tx: Tx, id: string): Promise<TenderLock | null> {
  const [row] = await tx.select(tenderFacts).from(tenders).where(eq(tenders.id, id)).for("update").limit(1);
  return row ?? null;
}

export async function lockApplication(tx: Tx, id: string): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for("update").limit(1);
  return row ?? null;
}

export async function findApplication(db: Conn, id: string): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row ?? null;
}

/** Inserts unless the provider already applied to the request (the unique constraint decides); null then. */
export async function insertApplication(
  tx: Tx,
  values: Pick<typeof applications.$inferInsert, "tenderId" | "providerId" | "applicantUserId" | "pricePerCt" | "currency" | "note" | "pricesByModality" | "turnaroundCommitment" | "earliestStart">,
): Promise<ApplicationRow | null> {
  const [row] = await tx
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.tenderId, applications.providerId] })
    .returning();
  return row ?? null;
}

/** Changes the status only if it is still `from`; null when another change got there first. */
export async function updateStatus(tx: Tx, id: string, from: ApplicationStatus, to: ApplicationStatus): Promise<ApplicationRow | null> {
  const [row] = await tx
    .update(applications)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(applications.id, id), eq(applications.status, from)))
    .returning();
  return row ?? null;
}

/** response_count = the request's applications that are not WITHDRAWN (PRODUCT.md #7). */
export async function recountResponses(tx: Tx, tenderId: string): Promise<void> {
  await tx
    .update(tenders)
    .set({
      responseCount: sql`(select count(*)::int from ${applications} where ${applications.tenderId} = ${tenderId} and ${applications.status} <> 'WITHDRAWN')`,
    })
    .where(eq(tenders.id, tenderId));
}

export async function closeTender(tx: Tx, tenderId: string): Promise<void> {
  await tx.update(tenders).set({ status: "CLOSED", updatedAt: sql`now()` }).where(eq(tenders.id, tenderId));
}

export async function findUserEmail(db: Conn, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.email ?? null;
}

export async function providerName(db: Conn, providerId: string): Promise<string> {
  const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.id, providerId)).limit(1);
  return row?.name ?? "A provider";
}

/** The other providers still in the running on a request (not withdrawn, not the given one). */
export async function otherActiveApplicants(db: Conn, tenderId: string, exceptProviderId: string): Promise<string[]> {
  const rows = await db
    .select({ providerId: applications.providerId })
    .from(applications)
    .where(and(eq(applications.tenderId, tenderId), ne(applications.providerId, exceptProviderId), ne(applications.status, "WITHDRAWN")));
  return rows.map((r) => r.providerId);
}

/** `providers`: only these providers' bids (the bids a panel member may see, issue 33). */
type PageOptions = { status?: ApplicationStatus; page: number; pageSize: number; providers?: readonly string[] };

/** Only the given providers' bids; none when the list is empty (an empty IN list is not SQL). */
const onlyProviders = (providers: readonly string[] | undefined) =>
  providers ? inArray(applications.providerId, [...providers, "00000000-0000-0000-0000-000000000000"]) : undefined;

/** How many applications of each status a request has (a subquery its page reads once). */
const statusCounts = (tenderId: string, providers?: readonly string[]) =>
  sql<Record<string, number> | null>`(select json_object_agg(c.status, c.n) from (select ${applications.status} as status, count(*)::int as n from ${applications} where ${and(eq(applications.tenderId, tenderId), onlyProviders(providers))} group by ${applications.status}) c)`;

/** A request's applications, newest first, with its counts by status, unexecuted so its plan can be checked against the indexes. */
export function tenderApplicationsQuery(db: Conn, tenderId: string, opts: PageOptions) {
  const where = and(
    eq(applications.tenderId, tenderId),
    opts.status ? eq(applications.status, opts.status) : undefined,
    onlyProviders(opts.providers),
  );
  return db
    .select({
      application: applications,
      provider: { id: providers.id, name: providers.name, slug: providers.slug },
      review: { id: reviews.id, rating: reviews.rating },
      counts: statusCounts(tenderId, opts.providers),
    })
    .from(applications)
    .innerJoin(providers, eq(providers.id, applications.providerId))
    .leftJoin(reviews, eq(reviews.applicationId, applications.id))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(opts.pageSize)
    .offset((opts.page - 1) * opts.pageSize);
}

/** A page of a request's applications and its counts by status, in one statement (two when the page is empty). */
export async function listForTender(db: Conn, tenderId: string, opts: PageOptions) {
  const rows = await tenderApplicationsQuery(db, tenderId, opts);
  const counts = rows.length ? rows[0]!.counts : (await db.select({ counts: statusCounts(tenderId, opts.providers) }).from(sql`(select 1) as one`))[0]?.counts;
  return { rows, counts: counts ?? {} };
}

export async function findForTenderAndProvider(db: Conn, tenderId: string, providerId: string): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.tenderId, tenderId), eq(applications.providerId, providerId)))
    .limit(1);
  return row ?? null;
}

/** My Applications' filter: the provider's applications, of a status, to a request whose title or description holds the words or whose country the text names. */
export interface ProviderApplicationsFilter {
  providerId: string;
  status?: ApplicationStatus;
  q?: string;
}

function providerFilter(f: ProviderApplicationsFilter): SQL | undefined {
  const named = f.q ? countriesNamedBy(f.q) : [];
  return and(
    eq(applications.providerId, f.providerId),
    f.status ? eq(applications.status, f.status) : undefined,
    f.q ? or(textMatches("public", f.q), named.length ? inArray(tenders.country, named) : undefined) : undefined,
  );
}

const myApplicationColumns = {
  application: applications,
  tender: { id: tenders.id, title: tenders.title, country: tenders.country, status: tenders.status, deadline: tenders.deadline, amendedAt: tenders.amendedAt },
};
const newestFirst = [desc(applications.createdAt), desc(applications.id)];

/** A provider's applications, newest first, unexecuted so its plan can be checked against the indexes. */
export function providerApplicationsQuery(db: Conn, f: ProviderApplicationsFilter, limit: number, offset: number) {
  return db
    .select(myApplicationColumns)
    .from(applications)
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .where(providerFilter(f))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The rows behind My Applications' total (exported so tests can EXPLAIN it). */
export function providerApplicationsMatches(db: Conn, f: ProviderApplicationsFilter) {
  const matches = db.select({ id: applications.id }).from(applications);
  // Only a text search reads the requests.
  return (f.q ? matches.innerJoin(tenders, eq(tenders.id, applications.tenderId)) : matches).where(providerFilter(f));
}

/** At most EXACT_TOTAL_LIMIT + 1 matches read once and the page sorted from them, each row with how many were read. */
export function providerApplicationsMatchesOnce(db: Conn, f: ProviderApplicationsFilter, limit: number, offset: number) {
  const m = db.$with("m").as(providerApplicationsMatches(db, f).limit(EXACT_TOTAL_LIMIT + 1));
  return db
    .with(m)
    .select({ ...myApplicationColumns, counted: sql<number>`(count(*) over ())::int` })
    .from(m)
    .innerJoin(applications, eq(applications.id, m.id))
    .innerJoin(tenders, eq(tenders.id, applications.tenderId))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** One page of My Applications (read with a row of lookahead) and its total (see db/search-page.ts). */
export async function listForProvider(db: Db, f: ProviderApplicationsFilter, page: { page: number; pageSize: number }) {
  const offset = (page.page - 1) * page.pageSize;
  const inOrder = () => providerApplicationsQuery(db, f, page.pageSize + 1, offset);
  const { rows, total } = await searchPage(db, {
    matches: providerApplicationsMatches(db, f),
    inOrder,
    fromMatches: () => providerApplicationsMatchesOnce(db, f, page.pageSize + 1, offset),
    sortedMatches: inOrder,
  });
  return { rows, count: total };
}

/** Reopens a request an award closed (its award decision withdrawn in the standstill); its deadline still decides whether it takes bids. */
export async function reopenTender(tx: Tx, tenderId: string): Promise<void> {
  await tx.update(tenders).set({ status: "OPEN", updatedAt: sql`now()` }).where(eq(tenders.id, tenderId));
}
