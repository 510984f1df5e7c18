import type { FieldErrors } from '../errors/AppError';
import {
  emailProblem,
  identifierRule,
  isLang,
  MAX_NAME,
  messages,
  normaliseEmail,
  passwordProblem,
  usernameProblem,
} from './fields';

/** Account fields as text, from a JSON body or a CSV row. */
export interface RawUserFields {
  email?: unknown;
  username?: unknown;
  fullName?: unknown;
  lang?: unknown;
  status?: unknown;
  password?: unknown;
}

export interface UserFields {
  email: string | null;
  username: string | null;
  fullName: string;
  lang: 'ja' | 'en';
  status: 0 | 1;
  /** Null when none was given (allowed on updates and for existing accounts in imports). */
  password: string | null;
}

export interface FieldRules {
  accountType: string;
  isStrictPassword: boolean;
  isPasswordRequired: boolean;
}

/** Checks and normalises account fields; every problem is reported, keyed by field. */
export function checkUserFields(
  raw: RawUserFields,
  rules: FieldRules,
): { value: UserFields; errors: FieldErrors | null } {
  const errors: FieldErrors = {};
  const text = (key: keyof RawUserFields) => {
    const value = raw[key];
    if (value === undefined || value === null) return '';
    if (typeof value !== 'string' && typeof value !== 'number') {
      errors[key] = 'Send text.';
      return '';
    }
    const result = String(value);
    if (result.includes('\u0000')) errors[key] = messages.text;
    return result;
  };
  const email = normaliseEmail(text('email')) || null;
  const username = text('username').trim() || null;
  const fullName = text('fullName').trim();
  const lang = text('lang').trim() || 'ja';
  const status = text('status').trim() || '0';
  const password = text('password') || null;

  const add = (key: string, problem: string | null) => {
    if (problem && !errors[key]) errors[key] = problem;
  };
  const rule = identifierRule(rules.accountType);
  if (rule === 'email' && !email) add('email', messages.required);
  if (rule === 'username' && !username) add('username', messages.required);
  if (rule === 'either' && !email && !username) add('email', 'Enter an e-mail or a username.');
  if (email) add('email', emailProblem(email));
  if (username) add('username', usernameProblem(username));
  if (fullName.length > MAX_NAME) add('fullName', messages.nameLong);
  if (!isLang(lang)) add('lang', messages.lang);
  if (status !== '0' && status !== '1') add('status', messages.status);
  if (password) add('password', passwordProblem(password, rules.isStrictPassword));
  else if (rules.isPasswordRequired) add('password', messages.required);

  return {
    value: {
      email,
      username,
      fullName,
      lang: isLang(lang) ? lang : 'ja',
      status: status === '1' ? 1 : 0,
      password,
    },
    errors: Object.keys(errors).length ? errors : null,
  };
}
