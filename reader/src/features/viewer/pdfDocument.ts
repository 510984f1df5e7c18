import { getDocument, GlobalWorkerOptions, PDFDataRangeTransport, version } from 'pdfjs-dist';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { RANGE_CHUNK_SIZE } from './rangeSource';
import type { BookFile } from './rangeSource';

/**
 * pdf.js's worker (1 MB of script, 233 KB on the wire), started with the first book. Not with
 * this module: the viewer mounts the book only once page 1's image from the server is painted
 * (useFirstPage.ts), and on a phone's link the worker would share the link with that image
 * and delay it (docs/performance.md "Online viewer"). Every document of the tab shares it.
 */
function startWorker(): void {
  GlobalWorkerOptions.workerPort ??= new Worker(workerUrl, { type: 'module' });
}

/** Where the build put pdf.js's data files (reader/scripts/pdfjsAssets.ts). */
const assets = `${import.meta.env.BASE_URL}assets/pdfjs-${version}/`;

/** pdf.js's options for every book: range loading, our own CMaps and fonts, no scripts. */
const OPTIONS = {
  withCredentials: false,
  disableStream: true,
  disableAutoFetch: true,
  rangeChunkSize: RANGE_CHUNK_SIZE,
  cMapUrl: `${assets}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${assets}standard_fonts/`,
  wasmUrl: `${assets}wasm/`,
  iccUrl: `${assets}iccs/`,
  enableXfa: false,
} as const;

/**
 * Opens the book's PDF with range requests only (docs/decisions.md, "Range delivery"): no streaming of the
 * whole file and no prefetching, so a reader fetches the pages they look at; the ranges every
 * PDF starts with are already on their way (rangeSource.ts). A range that cannot be fetched
 * (token expired or revoked, rate limit, network) is handed to `onFailure`: pdf.js has no way
 * to be told, its request would wait for ever.
 */
export function loadPdf(
  file: BookFile,
  onFailure: (error: unknown) => void,
): PDFDocumentLoadingTask {
  startWorker();
  const { source, size } = file;
  if (!source) return getDocument({ url: file.url, httpHeaders: file.headers, ...OPTIONS });
  const transport = new PDFDataRangeTransport(size, null);
  let isAborted = false;
  transport.requestDataRange = (begin: number, end: number) => {
    source.read(begin, end).then(
      // pdf.js asserts a reader still waits for the range: not so once the viewer closed.
      (bytes) => isAborted || transport.onDataRange(begin, bytes),
      (error: unknown) => isAborted || onFailure(error),
    );
  };
  transport.abort = () => {
    isAborted = true;
  };
  return getDocument({ range: transport, ...OPTIONS });
}
