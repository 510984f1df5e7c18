/**
 * Field rules for reader accounts (spec 000 §5, 001 §5), shared by the admin form and the CSV
 * import so both refuse the same values with the same words.
 */
import {
  isUsername,
  MAX_PASSWORD,
  MIN_PASSWORD,
  passwordProblem as problemOf,
} from '@hondana/schemas/contracts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const LANGS = ['ja', 'en'] as const;
export const MAX_NAME = 255;

export const messages = {
  emailFormat: 'Enter a valid e-mail address.',
  usernameFormat: 'Use 6 to 64 letters, digits, underscores, dots or hyphens.',
  passwordShort: `Use at least ${MIN_PASSWORD} characters.`,
  passwordLong: `Use at most ${MAX_PASSWORD} characters.`,
  passwordStrict: `Use at least ${MIN_PASSWORD} characters with an uppercase letter, a lowercase letter and a number, and no spaces.`,
  required: 'Required.',
  lang: `Use one of ${LANGS.join(', ')}.`,
  status: 'Use 0 (allow) or 1 (stop).',
  nameLong: `Use at most ${MAX_NAME} characters.`,
  text: 'Text must not contain NUL characters.',
};

/** E-mails are compared and stored in lower case (sign-in lower-cases too). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailProblem(email: string): string | null {
  return email.length <= 255 && EMAIL_PATTERN.test(email) ? null : messages.emailFormat;
}

export function usernameProblem(username: string): string | null {
  return isUsername(username) ? null : messages.usernameFormat;
}

const passwordMessages = {
  tooShort: messages.passwordShort,
  tooLong: messages.passwordLong,
  notStrict: messages.passwordStrict,
} as const;

/** The shared rule (contracts' accountRules), worded for a field error. */
export function passwordProblem(password: string, isStrict: boolean): string | null {
  const problem = problemOf(password, isStrict);
  return problem && passwordMessages[problem];
}

export function isLang(value: string): value is (typeof LANGS)[number] {
  return (LANGS as readonly string[]).includes(value);
}

/**
 * Which identifiers an account type needs: EMAIL tenants sign in by e-mail, USERNAME tenants
 * by username; ALL, LEARNING_ID and OPEN_TYPE accept either, so one of the two is enough.
 */
export function identifierRule(accountType: string): 'email' | 'username' | 'either' {
  if (accountType === 'EMAIL') return 'email';
  if (accountType === 'USERNAME') return 'username';
  return 'either';
}
