import { Status, statusText } from '@hondana/schemas/contracts';

/**
 * The English text of a catalogue code, sent as `message`; clients show `api.error.<code>` from
 * the same shared table (`@hondana/schemas/contracts`) in the reader's language.
 */
export function defaultMessage(code: number): string {
  return statusText(code) ?? (statusText(Status.badRequest) as string);
}

/**
 * Catalogue codes that mean the same as the HTTP status of that number travel as the HTTP
 * status too; every other code (413 "e-mail exists", 421 "wrong ID or password", 7xx, 8xx …)
 * is an application error sent with HTTP 400, and clients read the body status (spec 001 §8).
 */
const transportStatuses = new Set([400, 401, 403, 404, 429, 500, 502, 503]);

export function httpStatusFor(code: number): number {
  return transportStatuses.has(code) ? code : 400;
}
