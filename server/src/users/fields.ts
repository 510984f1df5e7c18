/**
 * Field rules for reader accounts (spec 000 §5, 001 §5), shared by the admin form and the CSV
 * import so both refuse the same values with the same words.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{6,64}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRICT_PARTS = [/[A-Z]/, /[a-z]/, /[0-9]/];
export const LANGS = ['ja', 'en'] as const;
export const MAX_PASSWORD = 128;
export const MAX_NAME = 255;

export const messages = {
  emailFormat: 'Enter a valid e-mail address.',
  usernameFormat: 'Use 6 to 64 letters, digits, underscores, dots or hyphens.',
  passwordShort: 'Use at least 8 characters.',
  passwordLong: `Use at most ${MAX_PASSWORD} characters.`,
  passwordStrict:
    'Use at least 8 characters with an uppercase letter, a lowercase letter and a number, and no spaces.',
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
  return USERNAME_PATTERN.test(username) ? null : messages.usernameFormat;
}

/** At least 8 characters; with the tenant's strictPassword also upper, lower, digit, no blank. */
export function passwordProblem(password: string, isStrict: boolean): string | null {
  if (password.length > MAX_PASSWORD) return messages.passwordLong;
  if (isStrict) {
    const isStrong = STRICT_PARTS.every((part) => part.test(password)) && !/\s/.test(password);
    return isStrong && password.length >= 8 ? null : messages.passwordStrict;
  }
  return password.length >= 8 ? null : messages.passwordShort;
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
