import { openPdf } from './pdfjsNode';

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
/** A page that takes longer than this to draw gets no image (the viewer does without). */
const RENDER_TIMEOUT_MS = 30_000;

/** pdf.js's canvas factory in Node, typed as a bare Object: it hands out @napi-rs/canvas. */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: HTMLCanvasElement & { encode(format: 'webp', quality: number): Promise<Buffer> } };
}

/**
 * Page 1 of a PDF drawn once at upload, with pdf.js's legacy build and @napi-rs/canvas. The
 * online viewer paints it, with the reader's watermark, while pdf.js and the book's first
 * ranges are still on their way: on a phone's link pdf.js alone is 330 KB of script
 * (docs/performance.md, "Online viewer"). Scripts in the file never run. Throws when the
 * file cannot be read or drawn; the caller stores no image then.
 */
export async function renderFirstPage(bytes: Uint8Array): Promise<FirstPageImage> {
  const task = await openPdf(bytes);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('page 1 took too long to draw')), RENDER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([draw(), timeout]);
  } finally {
    clearTimeout(timer);
    await task.destroy();
  }

  async function draw(): Promise<FirstPageImage> {
    const document = await task.promise;
    const page = await document.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale = Math.min(
      PIXELS_WIDE / base.width,
      Math.sqrt(MAX_PIXELS / (base.width * base.height)),
    );
    const viewport = page.getViewport({ scale });
    const factory = document.canvasFactory as CanvasFactory;
    const { canvas } = factory.create(Math.floor(viewport.width), Math.floor(viewport.height));
    await page.render({ canvas, viewport }).promise;
    const image = await canvas.encode('webp', WEBP_QUALITY);
    return { image, width: base.width, height: base.height };
  }
}
