import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Reads a PDF back with a real parser (pdf.js), as a reader's tools would: its pages' lines of text and its metadata. */

const fontsDir = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/legacy/build/pdf.mjs")), "../../standard_fonts")}/`;

interface TextItem {
  str: string;
  transform: number[];
}

/** Each page's lines of text, top to bottom, the pieces of a line (a table row's cells) joined by one space. */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), standardFontDataUrl: fontsDir, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const rows = new Map<number, TextItem[]>();
    for (const item of content.items as TextItem[]) {
      if (!item.str?.trim()) continue;
      const y = Math.round(item.transform[5]);
      rows.set(y, [...(rows.get(y) ?? []), item]);
    }
    pages.push(
      [...rows.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          items
            .sort((a, b) => a.transform[4] - b.transform[4])
            .map((i) => i.str)
            .join(" ")
            .replace(/\s+/g, " ")
            .trim(),
        ),
    );
  }
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  await pdf.destroy();
  return { pages, lines: pages.flat(), text: pages.flat().join(" "), info };
}

