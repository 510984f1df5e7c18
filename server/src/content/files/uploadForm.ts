import { Status } from '@hondana/schemas/contracts';
import type { Request } from 'express';
import { AppError } from '../../errors';
import { streamMultipart } from '../../http/stagedUpload';
import type { StreamedFile } from '../../http/stagedUpload';
import type { BlobStore } from '../../storage/blobStore';
import { fields, HTTP_PAYLOAD_TOO_LARGE, MAX_COVER_BYTES, MAX_PDF_BYTES } from './limits';

export type ReceivedFile = StreamedFile;

export interface ContentUploadForm {
  /** The parsed `content-data` JSON object, or null when the form has none. */
  data: Record<string, unknown> | null;
  file: ReceivedFile | null;
  cover: ReceivedFile | null;
  /** Removes the staging files not committed: the service calls it however the upload ends. */
  discard(): Promise<void>;
}

/** Room for the form's boundaries and its `content-data` JSON above the two files. */
const FORM_OVERHEAD = 1024 * 1024;

const messages = {
  invalidData: `"${fields.data}" is not a JSON object.`,
  tooLarge: 'The upload is larger than the largest PDF and cover allowed.',
};

/**
 * Reads the content upload form (`file`, optional `cover`, `content-data` JSON). The files are
 * streamed to staging files of `store` up to their own limits and no further: memory stays
 * bounded, a larger file is drained and marked, and the client still receives the answer.
 */
export async function readContentUpload(
  req: Request,
  store: Pick<BlobStore, 'stage'>,
): Promise<ContentUploadForm> {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > MAX_PDF_BYTES + MAX_COVER_BYTES + FORM_OVERHEAD) {
    req.resume();
    throw new AppError(Status.invalidFile, {
      message: messages.tooLarge,
      httpStatus: HTTP_PAYLOAD_TOO_LARGE,
    });
  }
  const form = await streamMultipart(
    req,
    {
      maxFileBytes: MAX_PDF_BYTES + 1,
      maxFields: 20,
      files: { [fields.file]: MAX_PDF_BYTES, [fields.cover]: MAX_COVER_BYTES },
    },
    store,
  );
  const dataText = form.fields[fields.data];
  try {
    return {
      data: dataText === undefined ? null : parseData(dataText),
      file: form.files[fields.file] ?? null,
      cover: form.files[fields.cover] ?? null,
      discard: form.discard,
    };
  } catch (error) {
    await form.discard();
    throw error;
  }
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
