/**
 * Every way into Hondana. Each is a passport strategy registered under this name
 * (`createSignInPassport`), and every sign-in route calls `authenticate` with one of them.
 */
export const signInMethods = [
  'password',
  'ip',
  'auto-ip',
  'google',
  'microsoft',
  'learning',
  'custom',
  'staff',
] as const;

export type SignInMethod = (typeof signInMethods)[number];

/** The reader's ways in; `staff` is the console's. */
export type ReaderSignInMethod = Exclude<SignInMethod, 'staff'>;
