import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { BlobStore, StagedFile } from '../storage/blobStore';
import { parseMultipart } from './multipart';
import type { FilePart, MultipartLimits } from './multipart';

/** Enough leading bytes for `file-type` to tell any type it knows (its sample size). */
export const HEAD_BYTES = 4100;

/** A file part streamed to a staging file, measured on the way. */
export interface StreamedFile {
  field: string;
  filename: string;
  size: number;
  sha256: string;
  /** The first `HEAD_BYTES` bytes (fewer for a smaller file), for type checks. */
  head: Buffer;
  /** More bytes arrived than the field's limit: nothing is kept (`staged` is discarded). */
  isTooLarge: boolean;
  staged: StagedFile;
}

export interface StreamedForm {
  fields: Record<string, string>;
  files: Record<string, StreamedFile>;
  /** Removes every staging file not yet committed: call it whatever the request's outcome. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart form whose files go straight to staging files of `store`, so memory
 * stays bounded whatever their size; the size, SHA-256 and first bytes are taken on the way.
 * A refused form leaves no staging file behind.
 */
export async function streamMultipart(
  req: Request,
  limits: MultipartLimits,
  store: Pick<BlobStore, 'stage'>,
): Promise<StreamedForm> {
  const form = await parseMultipart(req, limits, (part) => stagePart(part, store), discardAll);
  return { ...form, discard: () => discardAll(Object.values(form.files)) };
}

async function discardAll(files: StreamedFile[]): Promise<void> {
  await Promise.all(files.map((file) => file.staged.discard()));
}

/**
 * Writes one part to a staging file with backpressure. Past the field's limit nothing more is
 * written and the file is removed once the client has finished sending the part.
 */
async function stagePart(part: FilePart, store: Pick<BlobStore, 'stage'>): Promise<StreamedFile> {
  const staged = await store.stage();
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > part.limit) return done();
      hash.update(chunk);
      if (headLength < HEAD_BYTES) {
        const start = Buffer.from(chunk.subarray(0, HEAD_BYTES - headLength));
        head.push(start);
        headLength += start.length;
      }
      done(null, chunk);
    },
  });
  const written = pipeline(meter, createWriteStream(staged.path, { flags: 'wx' }));
  // Piped, not pipelined: a failed write must not destroy busboy's stream (that stalls the
  // form); the rest of the part is drained instead.
  part.stream.on('error', (error) => meter.destroy(error));
  part.stream.pipe(meter);
  try {
    await written;
  } catch (error) {
    part.stream.unpipe(meter);
    part.stream.resume();
    await staged.discard();
    throw error;
  }
  const isTooLarge = size > part.limit;
  if (isTooLarge) await staged.discard();
  return {
    field: part.field,
    filename: part.filename,
    size: isTooLarge ? 0 : size,
    sha256: hash.digest('hex'),
    head: Buffer.concat(head),
    isTooLarge,
    staged,
  };
}
