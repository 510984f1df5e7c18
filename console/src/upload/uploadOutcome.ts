import { Status } from '@hondana/schemas/contracts';
import type { FormResponse } from './sendForm';

export interface UploadFailure {
  /** The status to show as `api.error.{code}`: the body status when there is one. */
  code: number;
  /** The server's own words, shown when no translation exists. */
  message: string | null;
  /** Field messages (`{ file: 'validate.file.notAllowed' }`), often translation keys. */
  fieldErrors: Record<string, string>;
}

/**
 * The spec's upload rule (000 §8, 001 §8): a failed upload reports the response status, and
 * a successful one whose body carries a status other than 200 reports that body status.
 * The server's catalogue code in the body wins over the HTTP status it travelled with. A bare
 * HTTP 413 is a proxy's "too large", not the catalogue's 413 (e-mail exists): it is reported
 * the way the server reports a file over its limit.
 */
export function uploadFailureOf({ httpStatus, body }: FormResponse): UploadFailure | null {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const bodyStatus = typeof data.status === 'number' ? data.status : null;
  const isOk = httpStatus >= 200 && httpStatus < 300;
  if (isOk && (bodyStatus === null || bodyStatus === 200)) return null;
  if (bodyStatus === null && httpStatus === 413) {
    return {
      code: Status.invalidFile,
      message: null,
      fieldErrors: { file: 'validate.file.tooLarge' },
    };
  }
  return {
    code: bodyStatus ?? (httpStatus || 500),
    message: typeof data.message === 'string' ? data.message : null,
    fieldErrors: isStringMap(data.errors) ? data.errors : {},
  };
}

const isStringMap = (value: unknown): value is Record<string, string> =>
  value != null &&
  typeof value === 'object' &&
  Object.values(value).every((entry) => typeof entry === 'string');
