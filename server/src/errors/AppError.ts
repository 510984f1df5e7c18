import { Status } from '@hondana/schemas/contracts';
import { defaultMessage } from './catalogue';

export type FieldErrors = Record<string, string>;

/** The one error type of the server: a catalogue code plus optional per-field messages. */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly fieldErrors?: FieldErrors;
  /** HTTP status override (used for transport failures such as a body that is too large). */
  readonly httpStatus?: number;

  constructor(
    status: number,
    key?: string,
    message?: string,
    fieldErrors?: FieldErrors,
    httpStatus?: number,
  ) {
    super(message ?? defaultMessage(status));
    this.name = 'AppError';
    this.status = status;
    this.messageKey = key ?? `api.error.${status}`;
    this.fieldErrors = fieldErrors;
    this.httpStatus = httpStatus;
  }

  static badRequest(fieldErrors?: FieldErrors, message?: string): AppError {
    return new AppError(Status.badRequest, undefined, message, fieldErrors);
  }

  static unauthorized(): AppError {
    return new AppError(Status.unauthorized);
  }

  static forbidden(): AppError {
    return new AppError(Status.forbidden);
  }

  static notFound(message?: string): AppError {
    return new AppError(Status.notFound, undefined, message);
  }
}
