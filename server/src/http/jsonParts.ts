import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { matchesEtag } from './cachedResponse';
import { preferredEncoding } from './encoding';

/**
 * A JSON answer kept as byte parts, many of them shared by many answers (a tenant's group
 * lists, cached once), each with its compressed twin. Sending it costs neither a copy of the
 * whole body, nor a hash over it, nor compressing it: the length, ETag and gzip checksum are
 * computed once per answer, and the compressed parts once per part.
 *
 * How parts compress separately: each is a raw deflate stream of its own (no reference to
 * earlier bytes) ended by a sync flush, which leaves it byte-aligned and not final, so the
 * streams of consecutive parts concatenate into one valid deflate stream (the technique of
 * pigz). A gzip answer is the gzip header, the parts' streams, one final empty block and the
 * trailer (CRC-32 and length of the uncompressed bytes, RFC 1952).
 */
export interface JsonPart {
  raw: Buffer;
  deflated: Buffer;
  /** SHA-1 of `raw`: an answer's ETag hashes its parts' digests, not their bytes again. */
  digest: Buffer;
}

export interface JsonParts {
  parts: readonly JsonPart[];
  length: number;
  etag: string;
}

/**
 * `raw` with its deflated twin. `level`: 6 (zlib's default) for parts made once and sent many
 * times, 1 for parts made per answer, where compressing is part of the request's cost.
 */
export function jsonPart(raw: Buffer | string, level = 6): JsonPart {
  const bytes = typeof raw === 'string' ? Buffer.from(raw) : raw;
  return {
    raw: bytes,
    deflated: deflateRawSync(bytes, { level, finishFlush: SYNC_FLUSH }),
    digest: createHash('sha1').update(bytes).digest(),
  };
}

/**
 * An answer of `parts`. Its ETag is a hash of the parts' digests: an answer assembled again
 * from 150 KB of cached parts hashes 20 bytes per part, not the 150 KB (the same bytes cut
 * into other parts get another ETag, which only costs a revalidation).
 */
export function jsonParts(parts: readonly JsonPart[]): JsonParts {
  const hash = createHash('sha1');
  let length = 0;
  for (const part of parts) {
    hash.update(part.digest);
    length += part.raw.length;
  }
  return { parts, length, etag: `"${hash.digest('base64url')}"` };
}

/** The gzip framing of one answer inside one envelope, computed on its first gzip send. */
interface GzipFrame {
  before: JsonPart;
  after: JsonPart;
  trailer: Buffer;
  length: number;
}
const frames = new WeakMap<JsonParts, GzipFrame>();

/**
 * Writes `before`, the parts and `after` as one `application/json` answer, gzip-encoded when
 * the client accepts it (one vectored write of the corked socket either way), 304 to a
 * matching `If-None-Match`, no body to HEAD. `before` and `after` are constant per route, so
 * the parts' ETag identifies the whole body; the gzip representation gets its own ETag.
 */
export function sendJsonParts(
  req: Request,
  res: Response,
  answer: JsonParts,
  { before, after }: { before: JsonPart; after: JsonPart },
) {
  // Brotli cannot be stitched from parts: gzip is the one coding offered here.
  const isGzip = preferredEncoding(req.headers['accept-encoding'], ['gzip']) === 'gzip';
  const etag = isGzip ? `${answer.etag.slice(0, -1)}-gzip"` : answer.etag;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const frame = isGzip ? gzipFrame(answer, before, after) : null;
  if (frame) res.setHeader('Content-Encoding', 'gzip');
  const length = frame ? frame.length : before.raw.length + answer.length + after.raw.length;
  res.setHeader('Content-Length', length);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const pick = (part: JsonPart) => (frame ? part.deflated : part.raw);
  res.cork();
  if (frame) res.write(GZIP_HEADER);
  res.write(pick(before));
  for (const part of answer.parts) res.write(pick(part));
  if (frame) {
    res.write(after.deflated);
    res.end(frame.trailer);
  } else {
    res.end(after.raw);
  }
  res.uncork();
}

function gzipFrame(answer: JsonParts, before: JsonPart, after: JsonPart): GzipFrame {
  const known = frames.get(answer);
  if (known && known.before === before && known.after === after) return known;
  let crc = crc32(before.raw);
  let compressed = GZIP_HEADER.length + before.deflated.length;
  for (const part of answer.parts) {
    // Node's crc32 answers 0, not the running value, for some empty buffers (Buffer.from('')).
    if (part.raw.length > 0) crc = crc32(part.raw, crc);
    compressed += part.deflated.length;
  }
  crc = crc32(after.raw, crc);
  compressed += after.deflated.length;
  const trailer = Buffer.alloc(FINAL_BLOCK.length + 8);
  FINAL_BLOCK.copy(trailer);
  trailer.writeUInt32LE(crc >>> 0, FINAL_BLOCK.length);
  // ISIZE: the uncompressed length modulo 2^32.
  const size = before.raw.length + answer.length + after.raw.length;
  trailer.writeUInt32LE(size % 2 ** 32, FINAL_BLOCK.length + 4);
  const frame = { before, after, trailer, length: compressed + trailer.length };
  frames.set(answer, frame);
  return frame;
}

const SYNC_FLUSH = constants.Z_SYNC_FLUSH;
/** Magic, deflate, no flags, no modification time, no extra flags, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty block with fixed Huffman codes: what zlib writes to finish after a flush. */
const FINAL_BLOCK = Buffer.from([0x03, 0x00]);
