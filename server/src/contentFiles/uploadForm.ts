import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../errors';
import { fields, MAX_COVER_BYTES, MAX_PDF_BYTES } from './limits';

export interface ReceivedFile {
  filename: string;
  bytes: Buffer;
  /** More bytes arrived than the field allows; `bytes` is then empty. */
  isTooLarge: boolean;
}

export interface ContentUploadForm {
  /** The parsed `content-data` JSON object, or null when the form has none. */
  data: Record<string, unknown> | null;
  file: ReceivedFile | null;
  cover: ReceivedFile | null;
}

const limits: Record<string, number> = {
  [fields.file]: MAX_PDF_BYTES,
  [fields.cover]: MAX_COVER_BYTES,
};

/** Room for the form's boundaries and its `content-data` JSON above the two files. */
const FORM_OVERHEAD = 1024 * 1024;

const messages = {
  notMultipart: 'Send the form as multipart/form-data.',
  broken: 'The upload was interrupted or is not a valid multipart form.',
  unknownFile: `Send the PDF as "${fields.file}" and the cover image as "${fields.cover}".`,
  twice: 'Send each file once.',
  tooManyFields: 'The form has too many fields.',
  fieldTooLong: 'A form field is too long.',
  invalidData: `"${fields.data}" is not a JSON object.`,
  tooLarge: 'The upload is larger than the largest PDF and cover allowed.',
};

/**
 * Reads the content upload form (`file`, optional `cover`, `content-data` JSON) with busboy.
 * Each file is kept up to its own limit and no further: a larger one is drained and marked,
 * so memory stays bounded and the client still receives the answer.
 */
export function readContentUpload(req: Request): Promise<ContentUploadForm> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > MAX_PDF_BYTES + MAX_COVER_BYTES + FORM_OVERHEAD) {
    req.resume();
    return Promise.reject(new AppError(412, undefined, messages.tooLarge, undefined, 413));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as raw UTF-8 (本棚.pdf), not latin1.
        defParamCharset: 'utf8',
        limits: { fileSize: MAX_PDF_BYTES + 1, files: 2, fields: 20, fieldSize: 1024 * 1024 },
      });
    } catch {
      req.resume();
      reject(AppError.badRequest(undefined, messages.notMultipart));
      return;
    }
    const form: ContentUploadForm = { data: null, file: null, cover: null };
    let dataText: string | undefined;
    let problem: string | null = null;

    parser.on('file', (name, stream, info) => {
      const limit = limits[name];
      if (limit === undefined || form[name as 'file' | 'cover']) {
        problem ??= limit === undefined ? messages.unknownFile : messages.twice;
        stream.resume();
        return;
      }
      const received: ReceivedFile = {
        filename: info.filename ?? '',
        bytes: Buffer.alloc(0),
        isTooLarge: false,
      };
      form[name as 'file' | 'cover'] = received;
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
      if (name === fields.data) dataText = value;
    });
    parser.on('filesLimit', () => {
      problem ??= messages.twice;
    });
    parser.on('fieldsLimit', () => {
      problem ??= messages.tooManyFields;
    });
    parser.on('error', () => {
      req.unpipe(parser);
      req.resume();
      reject(AppError.badRequest(undefined, messages.broken));
    });
    parser.on('close', () => {
      if (problem) {
        reject(AppError.badRequest(undefined, problem));
        return;
      }
      try {
        form.data = dataText === undefined ? null : parseData(dataText);
        resolve(form);
      } catch (error) {
        reject(error);
      }
    });
    req.on('close', () => {
      if (!req.complete) parser.destroy(new Error('The client went away.'));
    });
    req.pipe(parser);
  });
}

function parseData(text: string): Record<string, unknown> {
  let value: unknown = null;
  try {
    value = JSON.parse(text);
  } catch {
    // Reported below, with the field's name.
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw AppError.badRequest({ [fields.data]: messages.invalidData }, messages.invalidData);
  }
  return value as Record<string, unknown>;
}
