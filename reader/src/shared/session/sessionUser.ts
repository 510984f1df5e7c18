/** Spec §3 session user, as `/auth/info` and every sign-in answer carry it (camelCased). */
export interface SessionUser {
  id: string;
  companyId: string;
  domain: string | null;
  path: string | null;
  email: string | null;
  name: string | null;
  lang: string | null;
  /** Spec §6 role level (`Role` in the contracts); only USER and IP stay in the reader. */
  roleLevel: number;
  shopId: string | null;
  loginType: string | null;
}

/** contracts.md §6: the answer of every sign-in endpoint. */
export interface LoginAnswer {
  accessToken: string;
  appMobileAuthToken: string | null;
  expireDate: string;
  user: SessionUser;
}

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';
