import { AppError } from '../errors';
import type { FieldErrors } from '../errors';
import { MAX_NAME, emailProblem, isLang, messages, normaliseEmail } from '../users/fields';

export interface ProfileChanges {
  fullName?: string;
  lang?: 'ja' | 'en';
  isSubscribeMail?: boolean;
  isReceiveNotify?: boolean;
}

type Body = Record<string, unknown>;

const NUL = '\u0000';

/** `PUT /user/update/{id}`: each field only when sent; other keys (id, email) are ignored. */
export function readProfileChanges(input: unknown): ProfileChanges {
  const body = asBody(input);
  const errors: FieldErrors = {};
  const changes: ProfileChanges = {};
  if (body.full_name !== undefined) {
    const name = typeof body.full_name === 'string' ? body.full_name.trim() : null;
    if (name === null || !name) errors.full_name = messages.required;
    else if (name.length > MAX_NAME) errors.full_name = messages.nameLong;
    else if (name.includes(NUL)) errors.full_name = messages.text;
    else changes.fullName = name;
  }
  if (body.lang !== undefined) {
    if (typeof body.lang === 'string' && isLang(body.lang)) changes.lang = body.lang;
    else errors.lang = messages.lang;
  }
  for (const [key, field] of [
    ['is_subscribe_mail', 'isSubscribeMail'],
    ['is_receive_notify', 'isReceiveNotify'],
  ] as const) {
    if (body[key] === undefined || body[key] === null) continue;
    if (typeof body[key] === 'boolean') changes[field] = body[key];
    else errors[key] = 'Send true or false.';
  }
  return valid(changes, errors);
}

export interface PasswordChange {
  userId: string;
  oldPassword: string;
  newPassword: string;
}

/** `PUT /user/change-password`: plain passwords (see decisions: the policy needs the text). */
export function readPasswordChange(input: unknown): PasswordChange {
  const body = asBody(input);
  const errors: FieldErrors = {};
  const userId = required(body, 'user_id', errors);
  const oldPassword = required(body, 'old_pass', errors);
  const newPassword = required(body, 'new_pass', errors);
  const confirm = required(body, 'confirm_pass', errors);
  if (newPassword && confirm && newPassword !== confirm) {
    errors.confirm_pass = 'The confirmation does not match the new password.';
  }
  return valid({ userId, oldPassword, newPassword }, errors);
}

/** `PUT /user/change-email/{id}`: a lower-cased, well-formed address. */
export function readNewEmail(input: unknown): string {
  const errors: FieldErrors = {};
  const raw = required(asBody(input), 'new_email', errors);
  const email = normaliseEmail(raw);
  const problem = raw ? emailProblem(email) || (email.includes(NUL) ? messages.text : null) : null;
  if (problem) errors.new_email = problem;
  return valid(email, errors);
}

/** `POST /auth/reset-password`: the link's token and the new password in plain text. */
export function readReset(input: unknown): { token: string; newPassword: string } {
  const body = asBody(input);
  const errors: FieldErrors = {};
  const token = required(body, 'token', errors);
  const newPassword = required(body, 'new_password', errors);
  return valid({ token, newPassword }, errors);
}

function asBody(input: unknown): Body {
  if (typeof input === 'object' && input !== null && !Array.isArray(input)) return input as Body;
  throw AppError.badRequest(undefined, 'The request body must be a JSON object.');
}

function required(body: Body, key: string, errors: FieldErrors): string {
  const value = body[key];
  if (typeof value === 'string' && value) return value;
  errors[key] = messages.required;
  return '';
}

function valid<T>(value: T, errors: FieldErrors): T {
  if (Object.keys(errors).length > 0)
    throw AppError.badRequest(errors, 'Some fields are not valid.');
  return value;
}
