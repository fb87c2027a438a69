import { and, count, desc, eq, gt, ne, type Placeholder, sql } from "drizzle-orm";
import type { ContractSide } from "@/shared/policy/contracts";
import type { ThreadSubject } from "@/shared/policy/messages";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { contracts } from "../../db/contracts-schema";
import { messageAttachments, messageReads, messages } from "../../db/messages-schema";
import { applications, events, organisations, providers, tenders } from "../../db/schema";

type Conn = Db | Tx;

export interface ThreadRecord {
  subject: ThreadSubject;
  id: string;
  title: string;
  requestId: string | null;
  hospitalOrganisationId: string | null;
  providerId: string;
  hospitalName: string;
  providerName: string;
}

const hospital = alias(organisations, "hospital");
/** The thread's id in the prepared statements below. */
const threadIdParam = sql.placeholder("id");

const applicationThread = (db: Db) =>
  preparedOnce(db, "thread_application", (db) =>
    db
      .select({ title: tenders.title, requestId: tenders.id, hospitalOrganisationId: tenders.organisationId, providerId: applications.providerId, hospitalName: sql<string>`coalesce(${hospital.name}, ${tenders.facility})`, providerName: providers.name })
      .from(applications)
      .innerJoin(tenders, eq(tenders.id, applications.tenderId))
      .innerJoin(providers, eq(providers.id, applications.providerId))
      .leftJoin(hospital, eq(hospital.id, tenders.organisationId))
      .where(eq(applications.id, threadIdParam)),
  );

const contractThread = (db: Db) =>
  preparedOnce(db, "thread_contract", (db) =>
    db
      .select({ title: contracts.title, requestId: contracts.tenderId, hospitalOrganisationId: contracts.hospitalOrganisationId, providerId: contracts.providerId, hospitalName: hospital.name, providerName: providers.name })
      .from(contracts)
      .innerJoin(providers, eq(providers.id, contracts.providerId))
      .innerJoin(hospital, eq(hospital.id, contracts.hospitalOrganisationId))
      .where(eq(contracts.id, threadIdParam)),
  );

/** The thread's subject with its two parties, or null when there is no such application or contract. */
export async function findThread(db: Db, subject: ThreadSubject, threadId: string): Promise<ThreadRecord | null> {
  const [row] = await (subject === "application" ? applicationThread(db) : contractThread(db)).execute({ id: threadId });
  return row ? { subject, id: threadId, ...row } : null;
}

const subjectIs = (subject: ThreadSubject, id: Param<string>) => (subject === "application" ? eq(messages.applicationId, id) : eq(messages.contractId, id));

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentMeta = { id: string; messageId: string; name: string; type: string; size: number };
/** Whose unread messages a page counts: a party's member (an admin is nobody's reader). */
export type Reader = { userId: string; side: ContractSide } | null;
type Param<T> = T | Placeholder;

/** Each message's files (names, not bytes), as JSON beside the message. */
const filesOf = sql<AttachmentMeta[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'messageId', a.message_id, 'name', a.name, 'type', a.type, 'size', a.size) order by a.name), '[]'::json)
  from ${messageAttachments} a where a.message_id = "messages"."id")`;

/** Messages of the other side written since the reader last read the thread. */
const unreadMatches = (db: Conn, subject: ThreadSubject, id: Param<string>, userId: Param<string>, side: Param<ContractSide>) => {
  const readAt = db.select({ at: messageReads.readAt }).from(messageReads).where(and(eq(messageReads.userId, userId), eq(messageReads.subjectId, id)));
  return db
    .select({ n: count() })
    .from(messages)
    .where(and(subjectIs(subject, id), ne(messages.authorSide, side), sql`${messages.createdAt} > coalesce((${readAt}), '-infinity'::timestamptz)`));
};

/** A page of the thread's messages, newest first, with their files, the thread's total and the reader's unread count, in one statement. */
export const threadPageQuery = (db: Conn, subject: ThreadSubject, id: Param<string>, reader: { userId: Param<string>; side: Param<ContractSide> }, limit: Param<number>, offset: Param<number>) =>
  db
    .select({
      message: messages,
      files: filesOf,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      unread: sql<number>`(${unreadMatches(db, subject, id, reader.userId, reader.side)})`.mapWith(Number),
    })
    .from(messages)
    .where(subjectIs(subject, id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .offset(offset);

const preparedThreadPage = (db: Db, subject: ThreadSubject) =>
  preparedOnce(db, `thread_page_${subject}`, (db) =>
    threadPageQuery(db, subject, threadIdParam, { userId: sql.placeholder("userId"), side: sql.placeholder("side") }, sql.placeholder("limit"), sql.placeholder("offset")),
  );

/** A page of a thread (`reader` null: no unread count), its total, and how many of the other side's messages the reader has not read. */
export async function listMessages(db: Db, subject: ThreadSubject, threadId: string, reader: Reader, limit: number, offset: number) {
  const rows = await preparedThreadPage(db, subject).execute({ id: threadId, userId: reader?.userId ?? null, side: reader?.side ?? null, limit, offset });
  const first = rows[0];
  // An empty first page is an empty thread; a page past the end has no row to carry the counts.
  const [total, unread] = first
    ? [first.total, first.unread]
    : offset === 0
      ? [0, 0]
      : await Promise.all([countMessages(db, subject, threadId), reader ? unreadCount(db, subject, threadId, reader.userId, reader.side) : 0]);
  return { rows: rows.map((r) => r.message), files: rows.flatMap((r) => r.files), total, unread };
}

async function countMessages(db: Conn, subject: ThreadSubject, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(subjectIs(subject, id));
  return row?.n ?? 0;
}

/** Messages of the other side the user has not read yet (one statement: the read mark is a subquery). */
export async function unreadCount(db: Conn, subject: ThreadSubject, id: string, userId: string, mySide: ContractSide): Promise<number> {
  const [row] = await unreadMatches(db, subject, id, userId, mySide);
  return row?.n ?? 0;
}

export async function markRead(db: Conn, userId: string, subjectId: string): Promise<void> {
  await db
    .insert(messageReads)
    .values({ userId, subjectId, readAt: sql`now()` })
    .onConflictDoUpdate({ target: [messageReads.userId, messageReads.subjectId], set: { readAt: sql`now()` } });
}

export async function insertMessage(tx: Tx, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  return row!;
}

export async function insertAttachments(tx: Tx, rows: (typeof messageAttachments.$inferInsert)[]): Promise<AttachmentMeta[]> {
  if (!rows.length) return [];
  return tx
    .insert(messageAttachments)
    .values(rows)
    .returning({ id: messageAttachments.id, messageId: messageAttachments.messageId, name: messageAttachments.name, type: messageAttachments.type, size: messageAttachments.size });
}

/** An attachment's bytes with the thread it belongs to. */
export async function findAttachment(db: Conn, id: string) {
  const [row] = await db
    .select({ name: messageAttachments.name, type: messageAttachments.type, content: messageAttachments.content, applicationId: messages.applicationId, contractId: messages.contractId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messageAttachments.id, id));
  return row ?? null;
}

/** Whether the admin stated a reason to read the thread since `since` (the history keeps each). */
export async function adminAccessSince(db: Conn, threadId: string, userId: string, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(events)
    .where(and(eq(events.entityType, "thread"), eq(events.entityId, threadId), eq(events.action, "admin_read"), eq(events.actorUserId, userId), gt(events.at, since)))
    .limit(1);
  return Boolean(row);
}
