import { AppError } from '../errors';
import { MAX_IMAGE_BYTES } from './images';
import type { MultipartForm, MultipartLimits } from '../http/multipart';

/** One image and a few small fields; one byte over the cap tells "too large" from "exactly 2 MB". */
export const uploadLimits: MultipartLimits = { maxFileBytes: MAX_IMAGE_BYTES + 1, maxFields: 5 };

export const FILE_FIELD = 'file';

const messages = {
  missing: 'Choose an image to upload.',
  wrongField: `Send the image in the "${FILE_FIELD}" field.`,
};

/** The form's image, sent as `file`: anything else is a 400 the console can show. */
export function requireFile(form: MultipartForm): { filename: string; bytes: Buffer } {
  const { file } = form;
  if (!file) throw AppError.badRequest({ [FILE_FIELD]: messages.missing }, messages.missing);
  if (file.field !== FILE_FIELD) {
    throw AppError.badRequest({ [FILE_FIELD]: messages.wrongField }, messages.wrongField);
  }
  return { filename: file.filename, bytes: file.bytes };
}
