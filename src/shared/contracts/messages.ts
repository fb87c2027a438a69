import { z } from "zod";
import { CONTRACT_SIDES } from "../policy/contracts";
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type DocumentType, sniffDocumentType } from "../policy/credentials";
import { ATTACHMENTS_MAX, MESSAGE_MAX_CHARS, MESSAGE_MESSAGES as M, THREAD_SUBJECTS } from "../policy/messages";
import { pageSchema, pagingQuery } from "./common";

/** Private threads of an application or a contract (issue 30 §6). */

/** A file input left empty sends a part with no name and no bytes: that is no attachment. */
const noEmptyFile = (v: unknown) => v instanceof File && v.size === 0 && v.name === "";
/** The first bytes of a file say what it is; its name and the part's declared type say nothing. */
const sniffed = async (f: File) => sniffDocumentType(new Uint8Array(await f.slice(0, 16).arrayBuffer())) !== null;
const AttachmentFile = z.file({ error: M.attachmentWrongType }).max(DOCUMENT_MAX_BYTES, M.attachmentTooLarge).refine(sniffed, M.attachmentWrongType);

/** POST /api/threads/{subject}/{id}/messages (multipart/form-data or JSON): the text and up to three files (validate with parseAsync). */
export const MessageForm = z
  .object({
    body: z.string({ error: M.bodyRequired }).max(MESSAGE_MAX_CHARS * 2, M.bodyTooLong).trim().min(1, M.bodyRequired).max(MESSAGE_MAX_CHARS, M.bodyTooLong),
    attachments: z.preprocess(
      (v) => (v === undefined ? [] : (Array.isArray(v) ? v : [v]).filter((f) => !noEmptyFile(f))),
      z.array(AttachmentFile, { error: M.attachmentWrongType }).max(ATTACHMENTS_MAX, M.tooManyAttachments),
    ),
  })
  .strict();
export type MessageForm = z.input<typeof MessageForm>;

export const ThreadParams = z.object({ subject: z.enum(THREAD_SUBJECTS, { error: "Unknown kind of conversation" }), id: z.uuid({ error: "Invalid id" }) });
export const ThreadQuery = z.object({ ...pagingQuery(50) }).strict();
/** POST /api/threads/{subject}/{id}/admin-access */
export const AdminAccessInput = z.object({ reason: z.string({ error: M.reasonRequired }).max(1000, M.reasonTooLong).trim().min(10, M.reasonRequired).max(500, M.reasonTooLong) }).strict();

export const AttachmentSchema = z.object({ id: z.string(), name: z.string(), type: z.enum(Object.keys(DOCUMENT_TYPES) as [DocumentType, ...DocumentType[]]), size: z.number() });

export const MessageSchema = z
  .object({
    id: z.string(),
    author: z.object({ name: z.string().nullable(), email: z.string().nullable(), side: z.enum(CONTRACT_SIDES), organisation: z.string() }),
    /** Whether the caller wrote it. */
    mine: z.boolean(),
    body: z.string(),
    createdAt: z.string(),
    attachments: z.array(AttachmentSchema),
  })
  .meta({ id: "Message" });
export type Message = z.infer<typeof MessageSchema>;

export const ThreadSchema = z
  .object({
    subject: z.object({ type: z.enum(THREAD_SUBJECTS), id: z.string(), title: z.string(), requestId: z.string().nullable() }),
    hospital: z.string(),
    provider: z.string(),
    /** The caller's side (null for an admin) and whether the caller may write. */
    mySide: z.enum(CONTRACT_SIDES).nullable(),
    canWrite: z.boolean(),
    /** Messages from the other side the caller had not read before this request (reading marks them read). */
    unread: z.number(),
    /** Newest first. */
    messages: pageSchema(MessageSchema),
  })
  .meta({ id: "Thread" });
export type Thread = z.infer<typeof ThreadSchema>;
