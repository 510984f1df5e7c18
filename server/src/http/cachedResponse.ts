import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './encoding';
import type { Encoding } from './encoding';

/** Below this a compressed body saves less than a packet: sent as is (same as the middleware). */
export const COMPRESS_THRESHOLD = 1024;

/** One encoding of a prepared response: its bytes, ETag and header list. */
interface Variant {
  body: Buffer;
  etag: string;
  /** Headers for a full answer, flat (`[name, value, name, value…]`) as `writeHead` takes them. */
  headers: string[];
  /** The headers a 304 repeats (RFC 9110 §15.4.5: ETag, Cache-Control, Vary; CSP is harmless). */
  notModifiedHeaders: string[];
}

/**
 * A response prepared once and sent many times: the encoded body, its strong ETag and the
 * header list, so a cache hit costs no serialisation, no hashing and no header negotiation.
 * A body above the threshold also has brotli and gzip variants, each compressed the first time
 * a browser asks for it and kept for as long as this response is (one cached version).
 */
export interface CachedResponse extends Variant {
  status: number;
  /** The compressed variant for an encoding, built on first use; null when the body is too small. */
  variant(encoding: Encoding): Variant | null;
}

export function cachedResponse(
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): CachedResponse {
  const bytes = Buffer.from(body, 'utf8');
  const hash = createHash('sha1').update(bytes).digest('base64url');
  const compressible = bytes.length >= COMPRESS_THRESHOLD;
  // Vary even on the identity answer: a shared cache must not hand it to a brotli browser,
  // nor a compressed one to a client that cannot decode it.
  const vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : 'Accept-Encoding';
  const extra = compressible ? { ...headers, Vary: vary } : headers;
  const make = (encoded: Buffer, etag: string, encoding?: Encoding): Variant => {
    const common = Object.entries({ ...extra, ETag: etag }).flat();
    return {
      body: encoded,
      etag,
      headers: [
        'Content-Type',
        contentType,
        ...(encoding ? ['Content-Encoding', encoding] : []),
        'Content-Length',
        String(encoded.length),
        ...common,
      ],
      notModifiedHeaders: common,
    };
  };
  const identity = make(bytes, `"${hash}"`);
  const variants = new Map<Encoding, Variant>();
  return {
    status,
    ...identity,
    variant(encoding) {
      if (!compressible) return null;
      let found = variants.get(encoding);
      if (!found) {
        // A strong ETag names one representation (RFC 9110 §8.8.3): each coding has its own.
        found = make(compress(bytes, encoding), `"${hash}-${encoding}"`, encoding);
        variants.set(encoding, found);
      }
      return found;
    },
  };
}

/**
 * Writes a prepared response in the best encoding the request accepts, answering a matching
 * `If-None-Match` (any encoding's ETag: same content) with 304 and HEAD without a body.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, cached: CachedResponse) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const chosen = (encoding && cached.variant(encoding)) || cached;
  if (cached.status === 200 && matchesAny(req.headers['if-none-match'], cached)) {
    res.writeHead(304, chosen.notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(cached.status, chosen.headers);
  res.end(req.method === 'HEAD' ? undefined : chosen.body);
}

function matchesAny(header: string | undefined, cached: CachedResponse): boolean {
  const base = cached.etag.slice(0, -1);
  return [cached.etag, `${base}-br"`, `${base}-gzip"`].some((etag) => matchesEtag(header, etag));
}

/** Weak comparison, as If-None-Match requires: `W/"x"` matches `"x"`, and `*` matches all. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Brotli quality 5, not 11: on our JSON and shells it lands within a few per cent of 11 at about
 * an eighth of the time (a 17 KB answer: ~2 ms against ~14 ms), and the first request after a
 * settings save pays it on the event loop.
 */
function compress(bytes: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(bytes, { level: 9 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
