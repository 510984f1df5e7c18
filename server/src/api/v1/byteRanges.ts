import { pipeline, Transform } from 'node:stream';
import { Status } from '@hondana/schemas/contracts';
import type { Request, Response } from 'express';
import { AppError } from '../../errors';
import type { ViewerFile } from '../../viewer/delivery';

/**
 * Answers a GET or HEAD of a viewer file by HTTP's rules (RFC 9110 §14): one satisfiable range
 * → 206 with Content-Range; a range past the end → 416 (an HTTP answer, not an application
 * error, so no v1 envelope); If-None-Match with the strong ETag → 304. A file that is served in
 * ranges only (the book) answers at most `maxRangeBytes` of a longer range (206, its
 * Content-Range says which), and refuses a GET that asks for no single range (no Range, several,
 * a malformed one, a stale If-Range) with 903: the whole book is a download. Bytes are charged
 * before anything is sent, and given back when the client hangs up.
 */
export async function sendFile(req: Request, res: Response, file: ViewerFile): Promise<void> {
  if (req.get('If-None-Match') === file.etag) {
    res.set({ ETag: file.etag, 'Cache-Control': 'private, no-store' }).status(304).end();
    return;
  }
  const ifRange = req.get('If-Range');
  const ranges = ifRange === undefined || ifRange === file.etag ? req.range(file.size) : undefined;
  if (ranges === -1) {
    res.status(416).set('Content-Range', `bytes */${file.size}`).end();
    return;
  }
  // Only byte ranges: `items=0-10` is a unit this file does not have (RFC 9110 §14.2).
  const asked =
    Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
  const isHead = req.method === 'HEAD';
  if (!asked && file.maxRangeBytes !== null && !isHead) {
    throw new AppError(Status.cannotDownload);
  }
  const range =
    asked && file.maxRangeBytes !== null
      ? { start: asked.start, end: Math.min(asked.end, asked.start + file.maxRangeBytes - 1) }
      : asked;
  const length = range ? range.end - range.start + 1 : file.size;
  if (!isHead) await file.charge(length);
  res.set({
    'Accept-Ranges': 'bytes',
    ETag: file.etag,
    'Content-Type': file.contentType,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(length),
  });
  if (range) {
    res.status(206).set('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  }
  if (isHead) {
    res.end();
    return;
  }
  const stream = await file.open(range);
  if (!stream) {
    await file.refund(length);
    res.removeHeader('Content-Length');
    res.removeHeader('Content-Range');
    throw AppError.notFound('The file is missing.');
  }
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
  file.sent(sent);
  // A client that hangs up mid-file pays only what it got.
  if (sent < length) await file.refund(length - sent);
}
