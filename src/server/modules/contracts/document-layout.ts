import PDFDocument from "pdfkit";

/** Page furniture for server-made PDFs with pdfkit: A4, the built-in Helvetica fonts, tables that break across pages. */

type Doc = PDFKit.PDFDocument;

const MARGIN = { top: 50, left: 50, right: 50, bottom: 64 } as const;
const FOOTER_FROM_BOTTOM = 40;
const BODY_SIZE = 10;
const CELL_PAD = 4;
const RULE = "#c8c8c8";
const SHADE = "#eeeeee";

/** The characters cp1252 (WinAnsi) places in 0x80-0x9F, the only non-Latin-1 ones Helvetica can show. */
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™šœžŸ›");

/** Readable stand-ins for characters pages use that WinAnsi lacks. */
const FALLBACKS: Record<string, string> = {
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "→": "->",
  "←": "<-",
  "−": "-",
  "‐": "-",
  "‑": "-",
  "\u2009": " ",
  "\u202f": " ",
};

const encodable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return ch === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch);
};

/**
 * Text the standard Helvetica font can draw. Its WinAnsi encoding has Latin-1 ("Zürich") and "€" but not, for one,
 * the "≤" of the "≤30m" tier, which pdfkit would draw as unrelated glyphs: such characters become a readable ASCII
 * stand-in ("<="), an accented letter outside Latin-1 loses its accent ("ő" becomes "o"), and anything else becomes "?".
 */
export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC").replace(/\r\n?|\t/g, (m) => (m === "\t" ? " " : "\n"))) {
    if (encodable(ch)) out += ch;
    else if (FALLBACKS[ch] !== undefined) out += FALLBACKS[ch];
    else {
      const bare = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += bare && [...bare].every(encodable) ? bare : "?";
    }
  }
  return out;
}

/** A day and minute in UTC: "2026-11-20 14:05 UTC". */
export const utcMinute = (time: string | Date) => `${new Date(time).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export function newDocument(meta: { title: string; subject: string; createdAt: Date }): Doc {
  return new PDFDocument({
    size: "A4",
    margins: { ...MARGIN },
    bufferPages: true,
    info: { Title: meta.title, Subject: meta.subject, Author: "RadBridge", Creator: "RadBridge", CreationDate: meta.createdAt },
  });
}

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

/** Starts a new page unless `height` points still fit on this one (keeps a heading with what follows it). */
export function keepSpace(doc: Doc, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
  doc.x = left(doc);
}

export function title(doc: Doc, text: string, size: number) {
  doc.font("Helvetica-Bold").fontSize(size).fillColor("black").text(pdfSafe(text), left(doc), doc.y, { width: contentWidth(doc) });
}

/** A section heading, kept on the same page as the next few lines. */
export function heading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  keepSpace(doc, 60);
  doc.font("Helvetica-Bold").fontSize(12).fillColor("black").text(pdfSafe(text), left(doc), doc.y, { width: contentWidth(doc) });
  doc.moveDown(0.3);
}

/** A paragraph, or "Label: value" with the label in bold. */
export function line(doc: Doc, text: string, label?: string) {
  doc.x = left(doc);
  const options = { width: contentWidth(doc) };
  if (label) doc.font("Helvetica-Bold").fontSize(BODY_SIZE).fillColor("black").text(pdfSafe(`${label}: `), { ...options, continued: true });
  doc.font("Helvetica").fontSize(BODY_SIZE).fillColor("black").text(pdfSafe(text), options);
}

export interface Column {
  header: string;
  /** A share of the page's width; the shares of a table add up to 1. */
  share: number;
  align?: "left" | "right";
}

/** A table whose header row repeats on every page it runs onto; a row never splits across pages. */
export function table(doc: Doc, columns: Column[], rows: string[][]) {
  const total = contentWidth(doc);
  const widths = columns.map((c) => c.share * total);
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(BODY_SIZE);
    const texts = cells.map(pdfSafe);
    const height = Math.max(...texts.map((t, i) => doc.heightOfString(t || " ", { width: widths[i] - 2 * CELL_PAD }))) + 2 * CELL_PAD;
    return { texts, height };
  };
  const paint = (texts: string[], height: number, bold: boolean) => {
    const y = doc.y;
    if (bold) doc.rect(left(doc), y, total, height).fill(SHADE);
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(BODY_SIZE).fillColor("black");
    let x = left(doc);
    texts.forEach((t, i) => {
      doc.text(t, x + CELL_PAD, y + CELL_PAD, { width: widths[i] - 2 * CELL_PAD, align: columns[i].align ?? "left" });
      x += widths[i];
    });
    doc
      .moveTo(left(doc), y + height)
      .lineTo(left(doc) + total, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = left(doc);
    doc.y = y + height;
  };
  const header = drawRow(
    columns.map((c) => c.header),
    true,
  );
  const paintHeader = () => paint(header.texts, header.height, true);
  keepSpace(doc, header.height * 2.5);
  paintHeader();
  for (const cells of rows) {
    const row = drawRow(cells, false);
    if (doc.y + row.height > bottom(doc)) {
      doc.addPage();
      paintHeader();
    }
    paint(row.texts, row.height, false);
  }
  doc.x = left(doc);
  doc.moveDown(0.3);
}

/** `text` cut short with "..." to fit `width` points in the current font. */
function fitted(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let kept = text;
  while (kept && doc.widthOfString(`${kept}...`) > width) kept = kept.slice(0, -1);
  return `${kept.trimEnd()}...`;
}

/** Writes `note` and "Page x of y" at the foot of every page; call once all the content is written. */
export function footers(doc: Doc, note: string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const kept = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the bottom margin must not start a new page
    const y = doc.page.height - FOOTER_FROM_BOTTOM;
    const pageText = `Page ${i - range.start + 1} of ${range.count}`;
    doc.font("Helvetica").fontSize(8).fillColor("#555555");
    doc.text(fitted(doc, pdfSafe(note), contentWidth(doc) - doc.widthOfString(pageText) - 16), left(doc), y, { lineBreak: false });
    doc.text(pageText, left(doc) + contentWidth(doc) - doc.widthOfString(pageText), y, { lineBreak: false });
    doc.page.margins.bottom = kept;
  }
}

/** Ends the document and resolves with its bytes. */
export function finish(doc: Doc): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("error", reject);
    doc.on("end", () => {
      const all = Buffer.concat(chunks);
      resolve(new Uint8Array(all.buffer, all.byteOffset, all.byteLength));
    });
    doc.end();
  });
}
