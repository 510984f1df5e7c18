import { createContext, useContext } from 'react';
import type { LoginAnswer, SessionStatus, SessionUser } from './sessionUser';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** Embedded in the mobile app: logout does nothing and account links are hidden. */
  isMobileApp: boolean;
  /**
   * The mobile app's token, for requests the API client does not make (pdf.js's range
   * requests, downloads); null in a browser, whose session travels in the HttpOnly cookie.
   */
  accessToken: string | null;
  /** The `domain` / `path` the spec's calls carry in their bodies. */
  tenantParams: { domain: string | null; path: string | null };
  completeLogin(answer: LoginAnswer): void;
  /** Spec §6: the stored session user changes only when the id is the signed-in user's. */
  updateUser(id: string, changes: Partial<Pick<SessionUser, 'name' | 'lang' | 'email'>>): void;
  logout(): Promise<void>;
  /** Clears the session without navigating (guard 8, account cancellation). */
  clearSession(): Promise<void>;
  /** Opens the login dialog; `action` runs once the reader has signed in (spec §4). */
  requireLogin(action?: () => void): void;
  /** Runs `action` signed in: opens the dialog first when needed and replays it after a 401. */
  runSignedIn(action: () => Promise<void> | void): Promise<void>;
  isLoginDialogOpen: boolean;
  closeLoginDialog(): void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
