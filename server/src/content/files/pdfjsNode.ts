import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** pdf.js's data files (cMaps for Japanese, the 14 standard fonts) as folder paths. */
function pdfjsAssets() {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    cMapUrl: join(root, 'cmaps') + '/',
    standardFontDataUrl: join(root, 'standard_fonts') + '/',
  };
}

/**
 * Opens a PDF with pdf.js's legacy build (the one that runs in Node), for the upload's text
 * and first page; it runs in a PDF work process (server/src/pdfWorker.ts). Scripts in the
 * file never run (pdf.js 6 compiles nothing at run time; no XFA, no scripting); images larger than
 * `maxImagePixels` are not decoded; there is no FontFace in Node, so glyphs are drawn as
 * paths. pdf.js takes ownership of `bytes`. The caller destroys the task.
 */
export async function openPdf(bytes: Uint8Array, { maxImagePixels }: { maxImagePixels: number }) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    data: bytes,
    maxImageSize: maxImagePixels,
    enableXfa: false,
    cMapPacked: true,
    ...pdfjsAssets(),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}
