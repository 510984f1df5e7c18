import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * A response prepared once and sent many times: the encoded body, its strong ETag and the
 * header list, so a cache hit costs no serialisation, no hashing and no header negotiation.
 */
export interface CachedResponse {
  status: number;
  body: Buffer;
  etag: string;
  /** Headers for a full answer, flat (`[name, value, name, value…]`) as `writeHead` takes them. */
  headers: string[];
  /** The headers a 304 repeats (RFC 9110 §15.4.5: ETag, Cache-Control, CSP stays harmless). */
  notModifiedHeaders: string[];
}

export function cachedResponse(
  status: number,
  contentType: string,
  body: string,
  headers: Record<string, string> = {},
): CachedResponse {
  const bytes = Buffer.from(body, 'utf8');
  const etag = `"${createHash('sha1').update(bytes).digest('base64url')}"`;
  const common = Object.entries({ ...headers, ETag: etag }).flat();
  return {
    status,
    body: bytes,
    etag,
    headers: ['Content-Type', contentType, 'Content-Length', String(bytes.length), ...common],
    notModifiedHeaders: common,
  };
}

/** Writes a prepared response, answering a matching `If-None-Match` with 304 and HEAD without a body. */
export function sendCached(req: IncomingMessage, res: ServerResponse, cached: CachedResponse) {
  if (cached.status === 200 && matchesEtag(req.headers['if-none-match'], cached.etag)) {
    res.writeHead(304, cached.notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(cached.status, cached.headers);
  res.end(req.method === 'HEAD' ? undefined : cached.body);
}

/** Weak comparison, as If-None-Match requires: `W/"x"` matches `"x"`, and `*` matches all. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
