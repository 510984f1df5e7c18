import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../errors';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

export interface MultipartLimits {
  /** Bytes kept per file: pass one more than allowed, so an oversized file is seen as such. */
  maxFileBytes: number;
  maxFields: number;
  maxFieldBytes?: number;
}

const messages = {
  notMultipart: 'Send the form as multipart/form-data.',
  broken: 'The upload was interrupted or is not a valid multipart form.',
  oneFile: 'Send one file at a time.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: 'A form field is too long.',
};

/**
 * Reads a multipart request with busboy into memory (one file, a few fields). Every way a
 * client can get it wrong (not multipart, cut off, a second file) is a 400, never a 500.
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: 1,
          fields: limits.maxFields,
          fieldSize: limits.maxFieldBytes ?? 1024 * 1024,
        },
      });
    } catch {
      reject(AppError.badRequest(undefined, messages.notMultipart));
      return;
    }
    const fields: Record<string, string> = {};
    let file: UploadedFile | null = null;
    let problem: string | null = null;

    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      const received: UploadedFile = {
        field,
        filename: info.filename ?? '',
        bytes: Buffer.alloc(0),
      };
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // busboy also fails the form itself; without a listener this would crash the process.
      stream.on('error', () => undefined);
      stream.on('end', () => {
        received.bytes = Buffer.concat(chunks);
      });
      file = received;
    });
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) problem ??= messages.fieldTooLong;
      fields[name] = value;
    });
    parser.on('filesLimit', () => {
      problem ??= messages.oneFile;
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
      else resolve({ fields, file });
    });
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('The client went away.'));
    });
    req.pipe(parser);
  });
}
