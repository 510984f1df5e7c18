/**
 * A reader's app password as the account API lists it (issue 35): never the secret, which
 * goes out once, in `NewAppPassword`, when it is made.
 */
export interface AppPassword {
  id: string;
  name: string;
  /** The secret's last four characters, so the reader can tell two apart. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer to creating one: the only time the secret is shown. */
export interface NewAppPassword extends AppPassword {
  password: string;
}

/** Live app passwords a reader may hold at once. */
export const MAX_APP_PASSWORDS = 20;
/** The longest name a reader may give one. */
export const MAX_APP_PASSWORD_NAME = 100;
