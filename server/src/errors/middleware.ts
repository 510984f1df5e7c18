import { localizeFieldText, snakeCase, Status, statusText } from '@hondana/schemas/contracts';
import type { Language } from '@hondana/schemas/contracts';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AppError } from './AppError';
import { httpStatusFor } from './catalogue';

/** Seconds a client waits before trying again after a 503. */
const RETRY_AFTER_SECONDS = '5';

interface BodyParserError {
  type?: string;
  status?: number;
}

/**
 * Recognises an error of a lower layer (the database's time limit…) as a catalogue error; the
 * composition root hands these in, as this layer knows none of them.
 */
export type ErrorTranslator = (err: unknown) => AppError | null;

/** Maps every error to `{ status, message_key, message, errors? }`; internals never leak. */
export function errorHandler(
  logger: Logger,
  translators: readonly ErrorTranslator[] = [],
): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const appError = toAppError(err) ?? translated(err, translators);
    if (!appError) {
      logger.error({ err, url: req.originalUrl, method: req.method }, 'unhandled error');
    } else if (appError.cause !== undefined && httpStatusFor(appError.status) >= 500) {
      // A failure mapped to a catalogue code on purpose (a PDF work limit): still worth a look.
      logger.warn(
        { err: appError.cause, url: req.originalUrl, method: req.method },
        appError.message,
      );
    }
    const error = appError ?? new AppError(Status.internalError);
    const body: Record<string, unknown> = {
      status: error.status,
      message_key: error.messageKey,
      message: consoleMessage(req, error),
    };
    if (error.fieldErrors) {
      body.errors = req.originalUrl.startsWith('/api/v1')
        ? snakePaths(error.fieldErrors)
        : localizedFields(error.fieldErrors, consoleLanguage(req));
    }
    // A busy or unreachable database: tell clients and load balancers when to try again.
    if (error.status === Status.serviceUnavailable) res.set('Retry-After', RETRY_AFTER_SECONDS);
    res.status(error.httpStatus ?? httpStatusFor(error.status)).json(body);
  };
}

/**
 * The console shows `message` as its error toast: a catalogue code's own text goes out in the
 * language the console asked for (413 is "e-mail exists" in Japanese too). Other callers and
 * specific messages keep the English text.
 */
function consoleMessage(req: Request, error: AppError): string {
  const isDefault = error.message === statusText(error.status);
  const wantsJapanese = consoleLanguage(req) === 'ja';
  return (isDefault && wantsJapanese && statusText(error.status, 'ja')) || error.message;
}

/** The language the console asked for on an admin call (it sends its own); else English. */
function consoleLanguage(req: Request): Language {
  const isAdmin = req.originalUrl.startsWith('/api/admin');
  return isAdmin && req.acceptsLanguages('en', 'ja') === 'ja' ? 'ja' : 'en';
}

/** Field errors from the shared message table, in the console's language (contracts). */
function localizedFields(errors: Record<string, string>, language: Language) {
  return Object.fromEntries(
    Object.entries(errors).map(([path, text]) => [path, localizeFieldText(text, language)]),
  );
}

/** `/api/*` paths that match no route answer the catalogue's 404, not Express's HTML page. */
export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(AppError.notFound());
};

function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  const parserError = err as BodyParserError;
  switch (parserError?.type) {
    case 'entity.parse.failed':
      return new AppError(Status.badRequest, { message: 'The request body is not valid JSON.' });
    case 'entity.too.large':
      return new AppError(Status.badRequest, {
        message: 'The request body is too large.',
        httpStatus: 413,
      });
    case 'encoding.unsupported':
    case 'charset.unsupported':
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new AppError(Status.badRequest);
    default:
      // Other client errors raised by Express itself (a path parameter with broken
      // percent-encoding is a 400 from its router): the client's fault, never a 500.
      return isClientError(parserError?.status) ? new AppError(Status.badRequest) : null;
  }
}

function translated(err: unknown, translators: readonly ErrorTranslator[]): AppError | null {
  for (const translate of translators) {
    const appError = translate(err);
    if (appError) return appError;
  }
  return null;
}

function isClientError(status: unknown): boolean {
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** v1 speaks snake_case, so its field paths do too ("links.2.typeLink" → "links.2.type_link"). */
function snakePaths(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [snakeCase(path), message]),
  );
}
