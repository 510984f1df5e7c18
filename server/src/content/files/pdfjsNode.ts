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
 * Opens a PDF with pdf.js's legacy build (the one that runs in Node), for the upload job's
 * text and first page. Scripts in the file never run (`isEvalSupported` false, no XFA, no
 * scripting); there is no FontFace in Node, so glyphs are drawn as paths. The caller
 * destroys the task.
 */
export async function openPdf(bytes: Uint8Array) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return pdfjs.getDocument({
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    cMapPacked: true,
    ...pdfjsAssets(),
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}
