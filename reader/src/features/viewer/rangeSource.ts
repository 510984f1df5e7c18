import { isRecord, maxRangeOf, Status } from '@hondana/schemas/contracts';
/**
 * Byte ranges of one PDF for pdf.js, some of them asked for ahead.
 *
 * Left to itself, pdf.js asks for nothing until its worker (1 MB of script) has loaded, then
 * for one range at a time: a probe of the length, the trailer at the end, the cross-reference,
 * then page 1's objects, each waiting for the one before. The viewer token already tells the
 * file's size, so the ranges pdf.js starts with on any PDF (the first chunk: header and, in a
 * file written page by page, page 1; the last chunks: trailer and cross-reference) are asked
 * for the moment the token arrives (ViewerFrame, before pdf.js itself has loaded), and answer
 * pdf.js's first requests from memory (docs/performance.md "Online viewer").
 */

/** 64 KiB, pdf.js's default: a page turn fetches a few chunks, not the book. */
export const RANGE_CHUNK_SIZE = 65_536;

/** A half-open byte range [begin, end). */
export type ByteRange = readonly [begin: number, end: number];

export type FetchRange = (begin: number, end: number) => Promise<Uint8Array>;

/**
 * How many chunks at the end are asked for ahead (256 KiB): the trailer, the cross-reference
 * and, in files written with object streams (most tools' default), the streams holding the
 * page tree; on a 1,000-page book pdf.js read the last 230 KB before page 1. Below 5 MB a book
 * is small enough for this to be most of what it needs anyway.
 */
const TAIL_CHUNKS = 4;

/**
 * The ranges to ask for ahead in a file of `size` bytes read in chunks of `chunkSize`:
 * the first chunk and the last `TAIL_CHUNKS`, aligned to pdf.js's chunks so that each of its
 * requests falls wholly inside one of them. A small file is asked for whole.
 */
export function rangesAhead(size: number, chunkSize: number): ByteRange[] {
  if (size <= 0) return [];
  const lastChunkStart = Math.floor((size - 1) / chunkSize) * chunkSize;
  const tailStart = Math.max(0, lastChunkStart - (TAIL_CHUNKS - 1) * chunkSize);
  if (tailStart <= chunkSize) return [[0, size]];
  return [
    [0, chunkSize],
    [tailStart, size],
  ];
}

export interface RangeSource {
  /** Bytes [begin, end): from a range asked for ahead when it holds them, else fetched. */
  read(begin: number, end: number): Promise<Uint8Array>;
}

/** Starts fetching `ahead` now; later reads inside one of them wait for it instead. */
export function rangeSource(fetchRange: FetchRange, ahead: ByteRange[]): RangeSource {
  const early = ahead.map(([begin, end]) => ({ begin, end, bytes: fetchRange(begin, end) }));
  // A failed early range is fetched again when asked for; unobserved, it must not be reported
  // as an unhandled rejection.
  for (const range of early) range.bytes.catch(() => undefined);
  return {
    async read(begin, end) {
      const holder = early.find((range) => range.begin <= begin && end <= range.end);
      if (holder) {
        const bytes = await holder.bytes.catch(() => null);
        if (bytes) return bytes.subarray(begin - holder.begin, end - holder.begin);
      }
      return fetchRange(begin, end);
    },
  };
}

/** A book's file as its viewer token gives it: address, headers, size and its early ranges. */
export interface BookFile {
  url: string;
  headers: Record<string, string>;
  size: number;
  /** Null when the size is unknown: pdf.js then probes and fetches by itself. */
  source: RangeSource | null;
}

/** Starts fetching the book's early ranges (when its size is known) and describes its file. */
export function openBookFile(url: string, headers: Record<string, string>, size: number): BookFile {
  if (!(size > 0)) return { url, headers, size: 0, source: null };
  const source = rangeSource(
    (begin, end) => fetchRange(url, headers, size, begin, end),
    rangesAhead(size, RANGE_CHUNK_SIZE),
  );
  return { url, headers, size, source };
}

/**
 * Bytes [begin, end) of the file, asked for in pieces no longer than the server answers
 * (`maxRangeOf`: it never sends the whole book, nor more than 1 MiB, in one answer).
 */
async function fetchRange(
  url: string,
  headers: Record<string, string>,
  size: number,
  begin: number,
  end: number,
): Promise<Uint8Array> {
  const most = maxRangeOf(size);
  if (end - begin <= most) return fetchPiece(url, headers, size, begin, end);
  const starts = Array.from(
    { length: Math.ceil((end - begin) / most) },
    (_, i) => begin + i * most,
  );
  const pieces = await Promise.all(
    starts.map((start) => fetchPiece(url, headers, size, start, Math.min(end, start + most))),
  );
  const bytes = new Uint8Array(end - begin);
  pieces.forEach((piece, i) => bytes.set(piece, starts[i] - begin));
  return bytes;
}

/** Bytes [begin, end) of the file, insisting on exactly that range of a file of `size`. */
async function fetchPiece(
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
    const status = await catalogueStatusOf(response);
    throw new RangeRefusedError(`range ${expected}: answered ${response.status}`, status);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength !== end - begin) throw new Error(`range ${expected}: short answer`);
  return bytes;
}

/** A range the server did not answer, with the catalogue status it gave, if any. */
export class RangeRefusedError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** Whether a range was refused because the reader's allowance of the book (day or minute) is spent. */
export function isLimitReached(error: unknown): boolean {
  return error instanceof RangeRefusedError && error.status === Status.tooManyRequests;
}

/** The v1 envelope's `status` of a refusal; null for any other answer. */
async function catalogueStatusOf(response: Response): Promise<number | null> {
  const body: unknown = await response.json().catch(() => null);
  const status = isRecord(body) ? body.status : null;
  return typeof status === 'number' ? status : null;
}
