import compression from 'compression';
import type { RequestHandler } from 'express';
import { COMPRESS_THRESHOLD } from './cachedResponse';

/**
 * API answers built per request (lists, searches, details) compressed on the way out when
 * they pass the threshold: brotli at quality 4 (compression's default, a fraction of a
 * millisecond for a typical page of JSON) or gzip. Prepared answers (`sendCached`) already
 * carry Content-Encoding and pass through untouched; PDFs and images are not compressible
 * types and are left alone.
 */
export function compressedAnswers(): RequestHandler {
  return compression({ threshold: COMPRESS_THRESHOLD });
}
