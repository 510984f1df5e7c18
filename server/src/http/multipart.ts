import busboy from 'busboy';
import type { Request } from 'express';
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

const messages = {
  notMultipart: 'Send the form as multipart/form-data.',
  broken: 'The upload was interrupted or is not a valid multipart form.',
  oneFile: 'Send one file at a time.',
  eachFileOnce: 'Send each file once.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: 'A form field is too long.',
};

/**
 * Reads a multipart request with busboy into memory (a few files, a few fields). Every way a
 * client can get it wrong (not multipart, cut off, an extra file) is a 400, never a 500.
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
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
    const form: MultipartForm = { fields: {}, file: null, files: {} };
    let problem: string | null = null;
    const onceMessage = named ? messages.eachFileOnce : messages.oneFile;

    parser.on('file', (field, stream, info) => {
      const limit = named ? named[field] : Infinity;
      if (limit === undefined || form.files[field]) {
        problem ??= limit === undefined ? unknownFileMessage(named ?? {}) : onceMessage;
        stream.resume();
        return;
      }
      const received: UploadedFile = {
        field,
        filename: info.filename ?? '',
        bytes: Buffer.alloc(0),
        isTooLarge: false,
      };
      form.files[field] = received;
      form.file ??= received;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          received.isTooLarge = true;
          chunks.length = 0;
        } else chunks.push(chunk);
      });
      // busboy also fails the form itself; without a listener this would crash the process.
      stream.on('error', () => undefined);
      stream.on('end', () => {
        if (!received.isTooLarge) received.bytes = Buffer.concat(chunks);
      });
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problem ??= messages.fieldTooLong;
      form.fields[name] = value;
    });
    parser.on('filesLimit', () => {
      problem ??= onceMessage;
    });
    parser.on('fieldsLimit', () => {
      problem ??= messages.tooManyFields;
    });
    parser.on('error', () => {
      req.unpipe(parser);
      // Drain what is left so the 400 reaches a client that is still sending.
      req.resume();
      reject(AppError.badRequest(undefined, messages.broken));
    });
    parser.on('close', () => {
      if (problem) reject(AppError.badRequest(undefined, problem));
      else resolve(form);
    });
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('The client went away.'));
    });
    req.pipe(parser);
  });
}

function unknownFileMessage(named: Record<string, number>): string {
  return `Send the files as ${Object.keys(named)
    .map((name) => `"${name}"`)
    .join(' and ')}.`;
}
