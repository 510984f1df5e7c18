/**
 * The reader's session (spec 000 §3, contracts.md §6): the session user `GET /auth/info` answers
 * and every sign-in answer carries, camelCase as the reader reads it. The server builds the
 * snake_case wire form, `Wire<SessionUser>` (server/src/auth/readerUser.ts).
 */
export interface SessionUser {
  id: string;
  companyId: string;
  domain: string | null;
  path: string | null;
  email: string | null;
  name: string;
  lang: string;
  /** Spec §6 role level (`Role`); only USER and IP sign in to the reader. */
  roleLevel: number;
  /** Card-provider shop ids arrive with payments; no account has one yet. */
  shopId: string | null;
  /** email, identity, ip_address, auto_ip_address, google_login, microsoft_login, learning_id … */
  loginType: string | null;
}

/** The answer of every sign-in endpoint (password, IP, Google, Microsoft, learning service). */
export interface LoginAnswer {
  accessToken: string;
  /** The mobile app's own token (a year), with `is_mobile_app` only. */
  appMobileAuthToken: string | null;
  expireDate: string;
  user: SessionUser;
}
