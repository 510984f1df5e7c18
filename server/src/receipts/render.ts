import { PDFDocument, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { drawable, embedJapaneseFont } from '../pdf/japaneseFont';
import type { Receipt } from './receipt';

/** A4 portrait, in points. */
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 56;
const RIGHT = WIDTH - MARGIN;
const LINE_STEP = 20;
const GREY = rgb(0.35, 0.35, 0.35);
const BLACK = rgb(0, 0, 0);

interface Pen {
  page: PDFPage;
  font: PDFFont;
  draws: (codePoint: number) => boolean;
}

/**
 * One A4 page in a fixed layout: every text is cut to the width its place has, so a long plan
 * or company name never moves anything, and the number of lines is bounded (receipt.ts caps
 * the refund lines). Noto Sans JP is embedded as a subset of the characters drawn.
 */
export async function renderReceipt(
  receipt: Receipt,
  facts: { paymentId: string; issuerName: string; issuedAt: string },
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const { font, draws } = await embedJapaneseFont(doc, facts.paymentId);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const pen: Pen = { page, font, draws };

  centred(pen, receipt.title, 780, 24);
  if (receipt.subtitle) centred(pen, receipt.subtitle, 756, 11);
  receipt.meta.forEach(([label, value], index) => {
    right(pen, `${label} ${value}`, 728 - index * 14, 9, 300, GREY);
  });

  left(pen, receipt.recipient, 688, 14, 300);
  page.drawLine({ start: { x: MARGIN, y: 682 }, end: { x: 360, y: 682 }, thickness: 0.8 });

  page.drawRectangle({
    x: MARGIN,
    y: 618,
    width: RIGHT - MARGIN,
    height: 44,
    borderColor: BLACK,
    borderWidth: 1,
  });
  left(pen, receipt.headline.label, 634, 11, 220, BLACK, MARGIN + 12);
  right(pen, receipt.headline.amount, 632, 20, 240, BLACK, RIGHT - 12);
  left(pen, receipt.purpose, 596, 10, RIGHT - MARGIN);

  let y = 562;
  for (const line of receipt.lines) {
    if (line.isTotal) {
      page.drawLine({
        start: { x: MARGIN, y: y + 14 },
        end: { x: RIGHT, y: y + 14 },
        thickness: 0.5,
      });
    }
    left(pen, line.label, y, 10, RIGHT - MARGIN - 120);
    right(pen, line.amount, y, 10, 110);
    y -= LINE_STEP;
  }

  y -= 10;
  left(pen, receipt.byRate.title, y, 9, 200, GREY);
  left(pen, receipt.byRate.line, y - 16, 11, RIGHT - MARGIN);
  left(pen, receipt.payment, y - 44, 10, RIGHT - MARGIN);

  left(pen, receipt.issuer.title, 186, 9, 240, GREY, 320);
  receipt.issuer.lines.forEach((text, index) =>
    left(pen, text, 168 - index * 16, 11, 220, BLACK, 320),
  );
  left(pen, receipt.note, 100, 9, RIGHT - MARGIN, GREY);

  doc.setTitle(`${receipt.title} ${facts.paymentId}`);
  doc.setAuthor(facts.issuerName);
  doc.setCreator('Hondana');
  doc.setProducer('Hondana');
  doc.setCreationDate(new Date(facts.issuedAt));
  doc.setModificationDate(new Date(facts.issuedAt));
  return doc.save({ useObjectStreams: true });
}

function left(
  pen: Pen,
  text: string,
  y: number,
  size: number,
  maxWidth: number,
  color = BLACK,
  x = MARGIN,
) {
  pen.page.drawText(fit(pen, text, size, maxWidth), { x, y, size, font: pen.font, color });
}

function right(
  pen: Pen,
  text: string,
  y: number,
  size: number,
  maxWidth: number,
  color = BLACK,
  x = RIGHT,
) {
  const shown = fit(pen, text, size, maxWidth);
  const width = pen.font.widthOfTextAtSize(shown, size);
  pen.page.drawText(shown, { x: x - width, y, size, font: pen.font, color });
}

function centred(pen: Pen, text: string, y: number, size: number) {
  const shown = fit(pen, text, size, RIGHT - MARGIN);
  const width = pen.font.widthOfTextAtSize(shown, size);
  pen.page.drawText(shown, { x: (WIDTH - width) / 2, y, size, font: pen.font });
}

/** What the font draws of `text`, cut with an ellipsis to `maxWidth`. */
function fit(pen: Pen, text: string, size: number, maxWidth: number): string {
  const shown = drawable(pen.draws, text);
  if (pen.font.widthOfTextAtSize(shown, size) <= maxWidth) return shown;
  const chars = [...shown];
  // Halving finds the longest prefix that fits in a few measurements, whatever the length.
  let [low, high] = [0, chars.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    const candidate = `${chars.slice(0, middle).join('')}…`;
    if (pen.font.widthOfTextAtSize(candidate, size) <= maxWidth) low = middle;
    else high = middle - 1;
  }
  return `${chars.slice(0, low).join('')}…`;
}
