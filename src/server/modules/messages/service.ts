import type { Message, Thread } from "@/shared/contracts/messages";
import { pageOf, exactTotal } from "@/shared/contracts/common";
import { type ContractSide, otherSide } from "@/shared/policy/contracts";
import { type DocumentType, sniffDocumentType } from "@/shared/policy/credentials";
import { ADMIN_ACCESS_MS, MESSAGE_MESSAGES as M, type ThreadSubject, threadReadRefusal, threadSide, threadWriteRefusal } from "@/shared/policy/messages";
import { type Actor, adminRefusal, isAdmin, signedInRefusal } from "@/shared/policy/roles";
import type { ServiceContext } from "../../context";
import type { Db } from "../../db/client";
import { enforce, Forbidden, NotFound } from "../../errors";
import { enqueueMail } from "../../mail/outbox";
import { mails } from "../../mail/templates";
import { documentName, downloadHeaders } from "../credentials/documents";
import { recordEvent } from "../events/record";
import { partyTeamEmails } from "../organisations/recipients";
import * as repo from "./repo";
import { enforceSeesBid } from "../evaluations/access";

/** Private threads of applications and contracts (issue 30 §6). */

type ThreadRef = { subject: ThreadSubject; id: string };

/** Where a thread is read in the app. */
export const threadPath = (t: ThreadRef) => (t.subject === "application" ? `/applications/${t.id}/messages` : `/contracts/${t.id}?tab=messages`);

async function threadFor(db: Db, { subject, id }: ThreadRef) {
  const thread = await repo.findThread(db, subject, id);
  if (!thread) throw new NotFound(M.threadNotFound);
  return thread;
}

/** A party reads; an admin reads within an hour of stating a reason; nobody else. */
async function enforceRead(db: Db, actor: Actor, thread: repo.ThreadRecord) {
  if (isAdmin(actor)) {
    if (!(await repo.adminAccessSince(db, thread.id, actor.userId as string, new Date(Date.now() - ADMIN_ACCESS_MS)))) throw new Forbidden(M.adminReasonNeeded);
    return;
  }
  enforce(threadReadRefusal(actor, thread));
  await enforceSeesThreadBid(db, actor, thread);
}

/** An application's thread is part of its bid: a panel member reads it only if they may see the bid (issue 33). */
async function enforceSeesThreadBid(db: Db, actor: Actor, thread: repo.ThreadRecord) {
  if (thread.subject !== "application" || !thread.requestId || actor.organisation?.kind !== "hospital") return;
  await enforceSeesBid(db, actor, { id: thread.requestId, organisationId: thread.hospitalOrganisationId }, thread.providerId);
}

function toMessage(actor: Actor, row: repo.MessageRow, files: repo.AttachmentMeta[]): Message {
  return {
    id: row.id,
    author: { name: row.authorName, email: row.authorEmail, side: row.authorSide, organisation: row.authorOrganisation },
    mine: actor.userId !== null && row.authorUserId === actor.userId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    attachments: files.filter((f) => f.messageId === row.id).map((f) => ({ id: f.id, name: f.name, type: f.type as DocumentType, size: f.size })),
  };
}

/** The thread and a page of its messages; a party's reading marks it read. */
export async function readThread(ctx: ServiceContext, actor: Actor, input: ThreadRef & { page: number; pageSize: number }): Promise<Thread> {
  enforce(signedInRefusal(actor));
  // The page is read beside the thread (a party's side is its organisation's kind); none of it leaves before the read is allowed.
  const m = actor.organisation;
  const reader = m && !isAdmin(actor) ? { userId: actor.userId as string, side: m.kind } : null;
  const [thread, page] = await Promise.all([threadFor(ctx.db, input), repo.listMessages(ctx.db, input.subject, input.id, reader, input.pageSize, (input.page - 1) * input.pageSize)]);
  await enforceRead(ctx.db, actor, thread);
  const side = threadSide(actor, thread);
  const { rows, files, total } = page;
  const unread = side ? page.unread : 0;
  // Nothing new: the mark stands (a read that writes nothing costs no commit).
  if (side && unread > 0) await repo.markRead(ctx.db, actor.userId as string, input.id);
  return {
    subject: { type: input.subject, id: input.id, title: thread.title, requestId: thread.requestId },
    hospital: thread.hospitalName,
    provider: thread.providerName,
    mySide: side,
    canWrite: threadWriteRefusal(actor, thread) === null,
    unread,
    messages: pageOf(
      rows.map((r) => toMessage(actor, r, files)),
      exactTotal(total),
      input.page,
      input.pageSize,
    ),
  };
}

/** A message and its files, with a mail and a bell notification to the other side's members, in one transaction. */
export async function postMessage(ctx: ServiceContext, actor: Actor, input: ThreadRef & { body: string; attachments: File[] }): Promise<Message> {
  const thread = await threadFor(ctx.db, input);
  enforce(threadWriteRefusal(actor, thread));
  await enforceSeesThreadBid(ctx.db, actor, thread);
  const side = threadSide(actor, thread) as ContractSide;
  const files = await Promise.all(
    input.attachments.map(async (f) => {
      const content = new Uint8Array(await f.arrayBuffer());
      const type = sniffDocumentType(content) as DocumentType;
      return { name: documentName(f.name, type), type, size: content.byteLength, content };
    }),
  );
  const message = await ctx.db.transaction(async (tx) => {
    const row = await repo.insertMessage(tx, {
      applicationId: input.subject === "application" ? input.id : null,
      contractId: input.subject === "contract" ? input.id : null,
      hospitalOrganisationId: thread.hospitalOrganisationId,
      providerId: thread.providerId,
      authorUserId: actor.userId,
      authorName: actor.name ?? null,
      authorEmail: actor.email ?? null,
      authorSide: side,
      authorOrganisation: side === "hospital" ? thread.hospitalName : thread.providerName,
      body: input.body,
    });
    const saved = await repo.insertAttachments(tx, files.map((f) => ({ ...f, messageId: row.id })));
    await repo.markRead(tx, actor.userId as string, input.id);
    const other = otherSide(side);
    // Every member of the other side reads the thread.
    const to = await partyTeamEmails(tx, thread, other, "organisation.read");
    const from = `${actor.name ?? actor.email} (${side === "hospital" ? thread.hospitalName : thread.providerName})`;
    const excerpt = input.body.length > 600 ? `${input.body.slice(0, 600)}…` : input.body;
    await enqueueMail(
      tx,
      to.map((email) =>
        mails.notify("messages", email, `New message about "${thread.title}"`, [
          `${from} wrote${saved.length ? ` (with ${saved.length} ${saved.length === 1 ? "attachment" : "attachments"})` : ""}:`,
          excerpt,
          `Read and reply: ${ctx.appUrl}${threadPath(input)}`,
        ]),
      ),
    );
    return toMessage(actor, row, saved);
  });
  ctx.mailer.kick();
  return message;
}

/** An admin states why they read a thread; the history keeps it, and the thread opens to them for an hour. */
export async function openThreadAsAdmin(ctx: ServiceContext, actor: Actor, input: ThreadRef & { reason: string }): Promise<void> {
  enforce(adminRefusal(actor));
  const thread = await threadFor(ctx.db, input);
  await recordEvent(ctx.db, actor, {
    entityType: "thread",
    entityId: thread.id,
    action: "admin_read",
    requestId: thread.requestId,
    providerId: thread.providerId,
    changes: { reason: { before: null, after: input.reason }, subject: { before: null, after: input.subject } },
  });
}

/** An attachment's bytes, for whoever may read its thread, always as a download. */
export async function downloadAttachment(ctx: ServiceContext, actor: Actor, { id }: { id: string }) {
  enforce(signedInRefusal(actor));
  const file = await repo.findAttachment(ctx.db, id);
  if (!file) throw new NotFound(M.attachmentNotFound);
  const ref: ThreadRef = file.applicationId ? { subject: "application", id: file.applicationId } : { subject: "contract", id: file.contractId as string };
  await enforceRead(ctx.db, actor, await threadFor(ctx.db, ref));
  return { content: file.content, headers: downloadHeaders({ name: file.name, type: file.type, size: file.content.byteLength }) };
}
