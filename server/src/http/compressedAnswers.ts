import compression from 'compression';
import type { RequestHandler } from 'express';
import { COMPRESS_THRESHOLD } from './cachedResponse';
import { BROTLI_FOR_ANSWERS } from './compressJson';

/**
 * API answers not compressed where they are made (the v1 envelope compresses its own, see
 * compressJson.ts) are compressed on the way out when they pass the threshold: brotli with
 * the small window of answers made per request, or gzip. Answers that already carry a
 * Content-Encoding (prepared answers, the v1 envelope, the home list) pass through untouched;
 * PDFs and images are not compressible types and are left alone.
 */
export function compressedAnswers(): RequestHandler {
  return compression({ threshold: COMPRESS_THRESHOLD, brotli: { params: BROTLI_FOR_ANSWERS } });
}
