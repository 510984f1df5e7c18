import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PdfWorkLimitError } from '../../pdfWork';

/** Page 1 as an image, with the page's own size in PDF points. */
export interface FirstPageImage {
  image: Buffer;
  width: number;
  height: number;
}

/**
 * Pixels across, and WebP quality: a stand-in shown for a second or two until pdf.js has
 * drawn the page sharp, so it is sized for the phone's link more than for the desktop's
 * 1,250 CSS px (a book page of text weighs 40-80 KB; the bench's page of noise 223 KB,
 * against 300 KB at 1,200 px and quality 75). Bounded in area too, for very tall pages.
 */
const PIXELS_WIDE = 1000;
const MAX_PIXELS = 3_000_000;
const WEBP_QUALITY = 60;

const messages = {
  operations: (max: number) =>
    `Page 1 has more than ${max.toLocaleString('en')} drawing operations; it was not drawn.`,
};

/** pdf.js's canvas factory in Node, typed as a bare Object: it hands out @napi-rs/canvas. */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: HTMLCanvasElement & { encode(format: 'webp', quality: number): Promise<Buffer> } };
}

/**
 * Page 1 of an open PDF drawn once at upload, with @napi-rs/canvas. The online viewer paints
 * it, with the reader's watermark, while pdf.js and the book's first ranges are still on
 * their way: on a phone's link pdf.js alone is 330 KB of script (docs/performance.md,
 * "Online viewer"). Drawing stops after `maxOperations` operations (PdfWorkLimitError).
 */
export async function renderFirstPage(
  document: PDFDocumentProxy,
  maxOperations: number,
): Promise<FirstPageImage> {
  const page = await document.getPage(1);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(
    PIXELS_WIDE / base.width,
    Math.sqrt(MAX_PIXELS / (base.width * base.height)),
  );
  const viewport = page.getViewport({ scale });
  const factory = document.canvasFactory as CanvasFactory;
  const { canvas } = factory.create(Math.floor(viewport.width), Math.floor(viewport.height));
  await page.render({
    canvas,
    viewport,
    // Called with each operation's index as it is drawn.
    operationsFilter: (index: number) => {
      if (index >= maxOperations) {
        throw new PdfWorkLimitError('operations', messages.operations(maxOperations));
      }
      return true;
    },
  }).promise;
  const image = await canvas.encode('webp', WEBP_QUALITY);
  return { image, width: base.width, height: base.height };
}
