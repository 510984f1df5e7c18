import { getDocument, GlobalWorkerOptions, version } from 'pdfjs-dist';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js's worker (1 MB of script) starts with this module, not when the first document is
// asked for: it loads and compiles while the session is restored and the viewer token is
// fetched, instead of after them (docs/performance.md "Online viewer"). Every document of the
// tab shares it.
GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });

/** Where the build put pdf.js's data files (reader/scripts/pdfjsAssets.ts). */
const assets = `${import.meta.env.BASE_URL}assets/pdfjs-${version}/`;

/** 64 KiB, pdf.js's default: a page turn fetches a few chunks, not the book. */
const RANGE_CHUNK_SIZE = 65_536;

/**
 * Opens the PDF at `url` with range requests only (ARCHITECTURE.md §6): no streaming of the
 * whole file and no prefetching, so a reader fetches the pages they look at. CMaps and
 * standard fonts come from our own origin (Japanese books need the CMaps); no eval, no
 * document scripts.
 */
export function loadPdf(url: string, headers: Record<string, string>): PDFDocumentLoadingTask {
  return getDocument({
    url,
    httpHeaders: headers,
    withCredentials: false,
    disableStream: true,
    disableAutoFetch: true,
    rangeChunkSize: RANGE_CHUNK_SIZE,
    cMapUrl: `${assets}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${assets}standard_fonts/`,
    wasmUrl: `${assets}wasm/`,
    iccUrl: `${assets}iccs/`,
    isEvalSupported: false,
    enableXfa: false,
  });
}
