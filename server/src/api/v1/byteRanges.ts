import { pipeline, Transform } from 'node:stream';
import type { Request, Response } from 'express';
import { AppError } from '../../errors';
import type { ViewerFile } from '../../viewer/delivery';

/**
 * Answers a GET or HEAD of a viewer file by HTTP's rules (RFC 9110 §14): one satisfiable range
 * → 206 with Content-Range; a range past the end → 416 (an HTTP answer, not an application
 * error, so no v1 envelope); several ranges, a malformed one or a stale If-Range → the whole
 * file. If-None-Match with the strong ETag → 304. Bytes are charged to the token as sent.
 */
export async function sendFile(req: Request, res: Response, file: ViewerFile): Promise<void> {
  res.set({
    'Accept-Ranges': 'bytes',
    ETag: file.etag,
    'Content-Type': file.contentType,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (req.get('If-None-Match') === file.etag) {
    res.status(304).end();
    return;
  }
  const ifRange = req.get('If-Range');
  const ranges = ifRange === undefined || ifRange === file.etag ? req.range(file.size) : undefined;
  if (ranges === -1) {
    res.status(416).set('Content-Range', `bytes */${file.size}`).end();
    return;
  }
  const range = Array.isArray(ranges) && ranges.length === 1 ? ranges[0] : undefined;
  const length = range ? range.end - range.start + 1 : file.size;
  if (range) {
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  res.set('Content-Length', String(length));
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = await file.open(range);
  if (!stream) throw AppError.notFound('The file is missing.');
  await file.charge(length);
  let sent = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      done(null, chunk);
    },
  });
  await new Promise<void>((resolve) => {
    pipeline(stream, counter, res, () => resolve());
  });
  // A client that hangs up mid-file (pdf.js probing the length) pays only what it got.
  if (sent < length) await file.refund(length - sent);
}
