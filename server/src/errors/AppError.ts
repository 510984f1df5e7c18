import { Status } from '@hondana/schemas/contracts';
import { defaultMessage } from './catalogue';

export type FieldErrors = Record<string, string>;

/** What an error carries besides its catalogue code; each part has a default. */
export interface AppErrorOptions {
  /** The translation key (default `api.error.{status}`). */
  messageKey?: string;
  /** The English text (default: the catalogue's for the status). */
  message?: string;
  /** Per-field messages, shown beside the form fields. */
  fieldErrors?: FieldErrors;
  /** HTTP status override (used for transport failures such as a body that is too large). */
  httpStatus?: number;
}

/** The one error type of the server: a catalogue code plus optional per-field messages. */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly fieldErrors?: FieldErrors;
  /** HTTP status override (used for transport failures such as a body that is too large). */
  readonly httpStatus?: number;

  constructor(status: number, options: AppErrorOptions = {}) {
    super(options.message ?? defaultMessage(status));
    this.name = 'AppError';
    this.status = status;
    this.messageKey = options.messageKey ?? `api.error.${status}`;
    this.fieldErrors = options.fieldErrors;
    this.httpStatus = options.httpStatus;
  }

  static badRequest(fieldErrors?: FieldErrors, message?: string): AppError {
    return new AppError(Status.badRequest, { message, fieldErrors });
  }

  static unauthorized(): AppError {
    return new AppError(Status.unauthorized);
  }

  static forbidden(): AppError {
    return new AppError(Status.forbidden);
  }

  static notFound(message?: string): AppError {
    return new AppError(Status.notFound, { message });
  }
}
