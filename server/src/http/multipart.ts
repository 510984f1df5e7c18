import busboy from 'busboy';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import { AppError } from '../errors';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
  /** More bytes arrived than the field's limit in `MultipartLimits.files`; `bytes` is empty. */
  isTooLarge: boolean;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The first file of the form (the one file of single-file forms). */
  file: UploadedFile | null;
  /** Every file by field name. */
  files: Record<string, UploadedFile>;
}

export interface MultipartLimits {
  /** Bytes kept per file: pass one more than allowed, so an oversized file is seen as such. */
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes?: number;
  /**
   * Named file fields with their own byte limits (content upload: `file` and `cover`). A
   * larger file is drained and marked `isTooLarge`; another field name is a 400. Without it,
   * the form carries one file under any name.
   */
  files?: Record<string, number>;
}

/** One file part as it arrives, with the byte limit of its field. */
export interface FilePart {
  field: string;
  filename: string;
  stream: Readable;
  limit: number;
}

/** The fields of a form and what `receive` made of each file, by field name. */
export interface ParsedForm<F> {
  fields: Record<string, string>;
  files: Record<string, F>;
  /** The field of the first file received. */
  firstFile: string | null;
}

const messages = {
  notMultipart: 'Send the form as multipart/form-data.',
  broken: 'The upload was interrupted or is not a valid multipart form.',
  oneFile: 'Send one file at a time.',
  eachFileOnce: 'Send each file once.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: 'A form field is too long.',
};

/**
 * Reads a multipart request with busboy into memory (a few small files, a few fields):
 * tenant images and CSV files. Large files go through `parseMultipart` with a streaming
 * `receive` (content PDFs, see content/files/uploadForm.ts).
 */
export async function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  const form = await parseMultipart(req, limits, collectInMemory);
  return {
    fields: form.fields,
    file: form.firstFile ? form.files[form.firstFile] : null,
    files: form.files,
  };
}

/**
 * Reads a multipart request with busboy, handing each file part to `receive` as a stream
 * (it must consume the stream to its end). Resolves once every `receive` has settled; if the
 * form is refused, `receive`'s results are abandoned to the caller's `onRefused`. Every way a
 * client can get it wrong (not multipart, cut off, an extra file) is a 400, never a 500.
 */
export function parseMultipart<F>(
  req: Request,
  limits: MultipartLimits,
  receive: (part: FilePart) => Promise<F>,
  onRefused: (received: F[]) => Promise<void> = async () => undefined,
): Promise<ParsedForm<F>> {
  const named = limits.files;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as raw UTF-8 (本棚.pdf), not latin1.
        defParamCharset: 'utf8',
        limits: {
          fileSize: limits.maxFileBytes,
          files: named ? Object.keys(named).length : 1,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes ?? 1024 * 1024,
        },
      });
    } catch {
      req.resume();
      reject(AppError.badRequest(undefined, messages.notMultipart));
      return;
    }
    const form: ParsedForm<F> = { fields: {}, files: {}, firstFile: null };
    const pending: Promise<unknown>[] = [];
    let problem: AppError | null = null;
    const refuse = (message: string) => (problem ??= AppError.badRequest(undefined, message));
    const onceMessage = named ? messages.eachFileOnce : messages.oneFile;
    const seen = new Set<string>();
    let isSettling = false;

    /** Waits for every file handler, then settles: refused forms hand back what was received. */
    async function settle() {
      // busboy emits 'close' after 'error' too.
      if (isSettling) return;
      isSettling = true;
      const results = await Promise.allSettled(pending);
      const failure = results.find((result) => result.status === 'rejected');
      if (!problem && !failure) return resolve(form);
      await onRefused(Object.values(form.files)).catch(() => undefined);
      reject(problem ?? failure?.reason);
    }

    parser.on('file', (field, stream, info) => {
      const limit = named ? named[field] : Infinity;
      // busboy also fails the form itself; without a listener this would crash the process.
      stream.on('error', () => undefined);
      if (limit === undefined || seen.has(field)) {
        refuse(limit === undefined ? unknownFileMessage(named ?? {}) : onceMessage);
        stream.resume();
        return;
      }
      seen.add(field);
      form.firstFile ??= field;
      const filename = info.filename ?? '';
      pending.push(
        receive({ field, filename, stream, limit }).then((file) => (form.files[field] = file)),
      );
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) refuse(messages.fieldTooLong);
      form.fields[name] = value;
    });
    parser.on('filesLimit', () => refuse(onceMessage));
    parser.on('fieldsLimit', () => refuse(messages.tooManyFields));
    parser.on('error', () => {
      req.unpipe(parser);
      // Drain what is left so the 400 reaches a client that is still sending.
      req.resume();
      problem = AppError.badRequest(undefined, messages.broken);
      void settle();
    });
    parser.on('close', () => void settle());
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('The client went away.'));
    });
    req.pipe(parser);
  });
}

/** Keeps a small file in memory up to its limit; a larger one is drained and marked. */
function collectInMemory({ field, filename, stream, limit }: FilePart): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const received: UploadedFile = { field, filename, bytes: Buffer.alloc(0), isTooLarge: false };
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        received.isTooLarge = true;
        chunks.length = 0;
      } else chunks.push(chunk);
    });
    stream.on('error', reject);
    stream.on('end', () => {
      if (!received.isTooLarge) received.bytes = Buffer.concat(chunks);
      resolve(received);
    });
  });
}

function unknownFileMessage(named: Record<string, number>): string {
  return `Send the files as ${Object.keys(named)
    .map((name) => `"${name}"`)
    .join(' and ')}.`;
}
