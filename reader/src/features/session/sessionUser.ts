/** Spec §6 role levels; only USER and IP stay in the reader. */
export const RoleLevel = {
  SYSTEM_ADMIN: 1,
  COMPANY_ADMIN: 2,
  USER: 3,
  IP: 4,
  SERVICE_ADMIN: 5,
} as const;

/** Spec §3 session user, as `/auth/info` and every sign-in answer carry it (camelCased). */
export interface SessionUser {
  id: string;
  companyId: string;
  domain: string | null;
  path: string | null;
  email: string | null;
  name: string | null;
  lang: string | null;
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
