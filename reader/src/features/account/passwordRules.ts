/** Spec §5: at least 8 characters; the strict policy also wants upper, lower and a digit. */
const STRICT_PARTS = [/[A-Z]/, /[a-z]/, /[0-9]/];
const MAX_PASSWORD = 128;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'notStrict' | null;

export function passwordProblem(password: string, isStrict: boolean): PasswordProblem {
  if (password.length > MAX_PASSWORD) return 'tooLong';
  if (password.length < 8) return isStrict ? 'notStrict' : 'tooShort';
  if (isStrict && !(STRICT_PARTS.every((part) => part.test(password)) && !/\s/.test(password))) {
    return 'notStrict';
  }
  return null;
}
