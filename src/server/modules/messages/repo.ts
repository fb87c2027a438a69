import { and, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { ThreadSubject } from "@/shared/policy/messages";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
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

/** The thread's subject with its two parties, or null when there is no such application or contract. */
export async function findThread(db: Conn, subject: ThreadSubject, id: string): Promise<ThreadRecord | null> {
  if (subject === "application") {
    const [row] = await db
      .select({ title: tenders.title, requestId: tenders.id, hospitalOrganisationId: tenders.organisationId, providerId: applications.providerId, hospitalName: sql<string>`coalesce(${hospital.name}, ${tenders.facility})`, providerName: providers.name })
      .from(applications)
      .innerJoin(tenders, eq(tenders.id, applications.tenderId))
      .innerJoin(providers, eq(providers.id, applications.providerId))
      .leftJoin(hospital, eq(hospital.id, tenders.organisationId))
      .where(eq(applications.id, id));
    return row ? { subject, id, ...row } : null;
  }
  const [row] = await db
    .select({ title: contracts.title, requestId: contracts.tenderId, hospitalOrganisationId: contracts.hospitalOrganisationId, providerId: contracts.providerId, hospitalName: hospital.name, providerName: providers.name })
    .from(contracts)
    .innerJoin(providers, eq(providers.id, contracts.providerId))
    .innerJoin(hospital, eq(hospital.id, contracts.hospitalOrganisationId))
    .where(eq(contracts.id, id));
  return row ? { subject, id, ...row } : null;
}

const subjectIs = (subject: ThreadSubject, id: string) => (subject === "application" ? eq(messages.applicationId, id) : eq(messages.contractId, id));

export type MessageRow = typeof messages.$inferSelect;
export type AttachmentMeta = { id: string; messageId: string; name: string; type: string; size: number };

/** Each message's files (names, not bytes), as JSON beside the message. */
const filesOf = sql<AttachmentMeta[]>`(select coalesce(json_agg(json_build_object('id', a.id, 'messageId', a.message_id, 'name', a.name, 'type', a.type, 'size', a.size) order by a.name), '[]'::json)
  from ${messageAttachments} a where a.message_id = "messages"."id")`;

/** A page of the thread's messages, newest first, with their files and the thread's total, in one statement. */
export const threadPageQuery = (db: Conn, subject: ThreadSubject, id: string, limit: number, offset: number) =>
  db
    .select({ message: messages, files: filesOf, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(messages)
    .where(subjectIs(subject, id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .offset(offset);

export async function listMessages(db: Conn, subject: ThreadSubject, id: string, limit: number, offset: number) {
  const rows = await threadPageQuery(db, subject, id, limit, offset);
  // A page past the end has no row to carry the total.
  const total = rows[0]?.total ?? (offset > 0 ? await countMessages(db, subject, id) : 0);
  return { rows: rows.map((r) => r.message), files: rows.flatMap((r) => r.files), total };
}

async function countMessages(db: Conn, subject: ThreadSubject, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messages).where(subjectIs(subject, id));
  return row?.n ?? 0;
}

/** Messages of the other side the user has not read yet (one statement: the read mark is a subquery). */
export async function unreadCount(db: Conn, subject: ThreadSubject, id: string, userId: string, mySide: "hospital" | "provider"): Promise<number> {
  const readAt = db.select({ at: messageReads.readAt }).from(messageReads).where(and(eq(messageReads.userId, userId), eq(messageReads.subjectId, id)));
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(subjectIs(subject, id), ne(messages.authorSide, mySide), sql`${messages.createdAt} > coalesce((${readAt}), '-infinity'::timestamptz)`));
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
