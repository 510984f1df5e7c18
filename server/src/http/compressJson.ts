import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { COMPRESS_THRESHOLD } from './cachedResponse';
import { preferredEncoding } from './encoding';

/**
 * Brotli for answers made per request: quality 3 and a 256 KiB window. A JSON page of 7 KB
 * takes about 40 µs and ends within 4 % of quality 4's size (about 70 µs); the default 4 MiB
 * window only costs memory for answers this small (docs/performance.md).
 */
export const BROTLI_FOR_ANSWERS = {
  [constants.BROTLI_PARAM_QUALITY]: 3,
  [constants.BROTLI_PARAM_LGWIN]: 18,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

/**
 * Sends a JSON text answer, compressed in one synchronous call when it passes the threshold
 * and the client takes brotli or gzip. Small answers compress in tens of microseconds, less
 * than the `compression` middleware's stream, thread-pool round trip and per-stream buffers
 * cost; the middleware passes an answer that already has its Content-Encoding untouched.
 * Express still adds the ETag (of the bytes sent) and answers 304 and HEAD.
 */
export function sendJsonText(req: Request, res: Response, json: string) {
  res.type('json');
  const body = Buffer.from(json);
  const encoding =
    body.length >= COMPRESS_THRESHOLD ? preferredEncoding(req.headers['accept-encoding']) : null;
  res.vary('Accept-Encoding');
  if (!encoding) {
    res.send(body);
    return;
  }
  res.setHeader('Content-Encoding', encoding);
  res.send(
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { ...BROTLI_FOR_ANSWERS, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: 4 }),
  );
}
