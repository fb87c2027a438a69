import { DOCUMENT_TYPES, type DocumentType, sniffDocumentType } from "@/shared/policy/credentials";
import type { StoredDocument } from "./repo";

const NAME_MAX = 200;
const EXTENSIONS: Record<DocumentType, string> = { "application/pdf": ".pdf", "image/png": ".png", "image/jpeg": ".jpg" };

/**
 * The name a document is kept under: the uploaded name without any folder part (`C:\fakepath\x.pdf`),
 * at most 200 characters (its extension kept), or "document.<ext>" when nothing is left.
 */
export function documentName(uploaded: string, type: DocumentType): string {
  const base = uploaded.split(/[\\/]/).pop()!.trim();
  if (!base) return `document${EXTENSIONS[type]}`;
  const chars = Array.from(base);
  if (chars.length <= NAME_MAX) return base;
  // Cut before the extension, so the download still opens with the right program.
  const ext = /\.[\w]{1,8}$/.exec(base)?.[0] ?? "";
  return chars.slice(0, NAME_MAX - ext.length).join("") + ext;
}

/**
 * An uploaded file as it is stored: its bytes, and the media type they announce (never the name's or the
 * part's). The form's validation has already refused a file whose bytes are none of PDF, PNG and JPEG.
 */
export async function storedDocument(file: File): Promise<StoredDocument> {
  const content = new Uint8Array(await file.arrayBuffer());
  const type = sniffDocumentType(content);
  if (!type || !(type in DOCUMENT_TYPES)) throw new Error("storedDocument: a file that is no PDF, PNG or JPEG passed validation");
  return { name: documentName(file.name, type), type, content };
}

/** RFC 5987 attr-chars are kept; everything else is percent-encoded from UTF-8. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
/** A plain ASCII stand-in for clients that ignore `filename*`: no quotes, backslashes, controls or non-ASCII. */
const asciiFallback = (name: string) => name.replace(/[^\x20-\x7e]|["\\%]/g, "_");

/** `Content-Disposition` of a download (RFC 6266): always an attachment, the name both as ASCII and as UTF-8. */
export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${extValue(name)}`;
}

/** The headers of a document download: never shown inline, never sniffed, never kept by a shared cache. */
export function downloadHeaders(doc: { name: string; type: string; size: number }): Record<string, string> {
  return {
    "Content-Type": doc.type,
    "Content-Length": String(doc.size),
    "Content-Disposition": attachmentDisposition(doc.name),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  };
}
