import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { AppError } from '../errors';
import type { PageRange } from './pageLimits';
import type { ResolvedWatermark } from './watermark';

export interface StampRequest {
  watermark: ResolvedWatermark;
  /** Always in the metadata, whatever the watermark's own text. */
  email: string;
  /** The download's trace code (the download object's authKey). */
  traceCode: string;
  /** Only these pages (a capped download); null = every page. */
  pages?: PageRange | null;
}

const MARGIN = 24;

/**
 * The PDF with the reader's watermark drawn on every page and named in its metadata. The
 * standard Helvetica font keeps the stamp small and needs no font file: characters it cannot
 * draw (Japanese names) are left out of the drawn text, while the metadata keeps them
 * (decisions.md, "Online viewer server").
 */
export async function stampPdf(original: Uint8Array, request: StampRequest): Promise<Uint8Array> {
  const doc = await selectPages(
    await PDFDocument.load(original, { updateMetadata: false }),
    request.pages ?? null,
  );
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const text = drawable(font, request.watermark.text) || request.email;
  for (const page of doc.getPages()) drawStamp(page, font, text, request.watermark);
  doc.setSubject(`Licensed copy for ${request.watermark.text}`);
  doc.setKeywords([request.email, request.traceCode]);
  return doc.save({ useObjectStreams: true });
}

/** The document itself, or a new one of the chosen pages (400 when none of them exists). */
async function selectPages(doc: PDFDocument, pages: PageRange | null): Promise<PDFDocument> {
  if (pages === null) return doc;
  const count = doc.getPageCount();
  if (pages.from > count) throw AppError.badRequest({ pages: `The book has ${count} pages.` });
  const indices = Array.from(
    { length: Math.min(pages.to, count) - pages.from + 1 },
    (_, index) => pages.from - 1 + index,
  );
  const part = await PDFDocument.create();
  for (const page of await part.copyPages(doc, indices)) part.addPage(page);
  part.setTitle(doc.getTitle() ?? '');
  return part;
}

function drawStamp(page: PDFPage, font: PDFFont, text: string, mark: ResolvedWatermark) {
  const { width, height } = page.getSize();
  const size = mark.fontSize;
  const textWidth = font.widthOfTextAtSize(text, size);
  const options = { size, font, color: colourOf(mark.color), opacity: mark.opacity };
  if (mark.position === 'DIAGONAL') {
    // Centred on the page, along the rising diagonal.
    const angle = Math.atan2(height, width);
    const x = width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * size) / 2;
    const y = height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * size) / 2;
    page.drawText(text, { ...options, x, y, rotate: degrees((angle * 180) / Math.PI) });
    return;
  }
  const [vertical, horizontal = 'CENTER'] = mark.position.split('_');
  const x =
    horizontal === 'LEFT'
      ? MARGIN
      : horizontal === 'RIGHT'
        ? width - MARGIN - textWidth
        : (width - textWidth) / 2;
  const y =
    vertical === 'TOP' ? height - MARGIN - size : vertical === 'BOTTOM' ? MARGIN : height / 2;
  page.drawText(text, { ...options, x, y });
}

/** The characters of `text` the font can draw, runs of others collapsed to one space. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => (known.has(char.codePointAt(0) as number) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

function colourOf(hex: string) {
  const value = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  const channel = (at: number) => parseInt(value.slice(at, at + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}
