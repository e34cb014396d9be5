// Reading a PDF the product downloaded, as a person reads it: its pages' sizes and their text, line
// by line (pdfjs-dist, Mozilla's PDF.js, in Node; no canvas is needed for text).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PdfText {
  /** Each page's size in millimetres. */
  pages: { width: number; height: number }[];
  /** The text of every page, a line per row of text, top to bottom. */
  lines: string[];
  /** The whole text, lines joined with newlines. */
  text: string;
}

const MM_PER_POINT = 25.4 / 72;
/** PDF.js's copies of the 14 standard fonts (Helvetica, Courier …) that jsPDF's documents name. */
const STANDARD_FONTS = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function readPdf(bytes: Uint8Array): Promise<PdfText> {
  const pdf = await getDocument({
    data: bytes,
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
  }).promise;
  const pages: PdfText['pages'] = [];
  const lines: string[] = [];
  try {
    for (let n = 1; n <= pdf.numPages; n += 1) {
      const page = await pdf.getPage(n);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      pages.push({ width: (x1 - x0) * MM_PER_POINT, height: (y1 - y0) * MM_PER_POINT });
      // Text items on one baseline make one line, left to right; lines go top to bottom.
      const rows = new Map<number, { x: number; text: string }[]>();
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = Math.round(item.transform[5] as number);
        rows.set(y, [...(rows.get(y) ?? []), { x: item.transform[4] as number, text: item.str }]);
      }
      for (const [, row] of [...rows.entries()].sort(([a], [b]) => b - a)) {
        lines.push(
          row
            .sort((a, b) => a.x - b.x)
            .map((cell) => cell.text.trim())
            .join('  '),
        );
      }
    }
  } finally {
    await pdf.destroy();
  }
  return { pages, lines, text: lines.join('\n') };
}

/** Clicks what starts a download (`start`), waits for the file and reads it. */
export async function downloadPdf(page: Page, start: () => Promise<void>): Promise<PdfText & { fileName: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { ...(await readPdf(await bytesOf(download))), fileName: download.suggestedFilename() };
}

async function bytesOf(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  return new Uint8Array(await readFile(path));
}
