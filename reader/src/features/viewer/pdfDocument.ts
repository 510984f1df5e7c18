import { getDocument, GlobalWorkerOptions, PDFDataRangeTransport, version } from 'pdfjs-dist';
import type { PDFDocumentLoadingTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { rangeSource, rangesAhead } from './rangeSource';

// pdf.js's worker (1 MB of script) starts with this module, not when the first document is
// asked for: it loads and compiles while the session is restored and the viewer token is
// fetched, instead of after them (docs/performance.md "Online viewer"). Every document of the
// tab shares it.
GlobalWorkerOptions.workerPort = new Worker(workerUrl, { type: 'module' });

/** Where the build put pdf.js's data files (reader/scripts/pdfjsAssets.ts). */
const assets = `${import.meta.env.BASE_URL}assets/pdfjs-${version}/`;

/** 64 KiB, pdf.js's default: a page turn fetches a few chunks, not the book. */
const RANGE_CHUNK_SIZE = 65_536;

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
  isEvalSupported: false,
  enableXfa: false,
} as const;

/**
 * Opens the PDF of `size` bytes at `url` with range requests only (ARCHITECTURE.md §6): no
 * streaming of the whole file and no prefetching, so a reader fetches the pages they look at;
 * the ranges every PDF starts with are asked for at once (rangeSource.ts). A range that cannot
 * be fetched (token expired or revoked, rate limit, network) is handed to `onFailure`: pdf.js
 * has no way to be told, its request would wait for ever. Without a known size, pdf.js probes
 * and fetches by itself.
 */
export function loadPdf(
  url: string,
  headers: Record<string, string>,
  size: number,
  onFailure: (error: unknown) => void,
): PDFDocumentLoadingTask {
  if (!(size > 0)) return getDocument({ url, httpHeaders: headers, ...OPTIONS });
  const source = rangeSource(
    (begin, end) => fetchRange(url, headers, size, begin, end),
    rangesAhead(size, RANGE_CHUNK_SIZE),
  );
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

/** Bytes [begin, end) of the file, insisting on exactly that range of a file of `size`. */
async function fetchRange(
  url: string,
  headers: Record<string, string>,
  size: number,
  begin: number,
  end: number,
): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { ...headers, Range: `bytes=${begin}-${end - 1}` },
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const expected = `bytes ${begin}-${end - 1}/${size}`;
  if (response.status !== 206 || response.headers.get('Content-Range') !== expected) {
    throw new Error(`range ${expected}: answered ${response.status}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength !== end - begin) throw new Error(`range ${expected}: short answer`);
  return bytes;
}
