// Spec 000 §5 and 001 §5: the rules for reader account fields, checked by the server (admin
// form, CSV import, account pages) and shown ahead of time by the reader's and console's forms.

/** 6 to 64 letters, digits, underscores, dots or hyphens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{6,64}$/;
export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;

/** The strict policy (company setting `strictPassword`) also wants upper, lower and a digit. */
const STRICT_PARTS = [/[A-Z]/, /[a-z]/, /[0-9]/];

export type PasswordProblem = 'tooShort' | 'tooLong' | 'notStrict';

export function isUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** What is wrong with a new password, or null; under the strict policy no blanks either. */
export function passwordProblem(password: string, isStrict: boolean): PasswordProblem | null {
  if (password.length > MAX_PASSWORD) return 'tooLong';
  if (password.length < MIN_PASSWORD) return isStrict ? 'notStrict' : 'tooShort';
  if (isStrict && !(STRICT_PARTS.every((part) => part.test(password)) && !/\s/.test(password))) {
    return 'notStrict';
  }
  return null;
}
