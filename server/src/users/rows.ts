import { toIso } from '../db/json';

/**
 * A row of `users`: every account of the product, whatever its role (readers, staff, system
 * admins, the accounts of IP groups and of device readers). Timestamps come back as text on
 * SQLite and as Date on PostgreSQL; booleans as 0/1 on SQLite.
 */
export interface UserRow {
  id: string;
  /** Null for system administrators, who belong to no tenant. */
  company_id: string | null;
  /** Null for USERNAME tenants' readers, IP group accounts and closed accounts. */
  email: string | null;
  username: string | null;
  full_name: string;
  /** A PHC string, or a value no password verifies against (`!…`). */
  password_hash: string;
  role_level: number;
  lang: string;
  /** 0 may sign in, 1 is stopped. */
  status: number;
  user_group_id: string | null;
  is_subscribe_mail: boolean | number;
  is_receive_notify: boolean | number;
  cancelled_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** A user row as the domain reads it. */
export interface User {
  id: string;
  companyId: string;
  email: string | null;
  username: string | null;
  fullName: string;
  passwordHash: string;
  roleLevel: number;
  lang: string;
  status: number;
  userGroupId: string | null;
  isSubscribeMail: boolean;
  isReceiveNotify: boolean;
  cancelledAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The one mapping from a row to a user. Queries select only the columns they need, so each
 * view picks its fields from the result (`pickUser`) and never sees an unselected one.
 */
export function toUser(row: Partial<UserRow> | Record<string, unknown>): User {
  const r = row as Partial<UserRow>;
  return {
    id: String(r.id),
    companyId: String(r.company_id),
    email: r.email ?? null,
    username: r.username ?? null,
    fullName: String(r.full_name ?? ''),
    passwordHash: String(r.password_hash),
    roleLevel: Number(r.role_level),
    lang: String(r.lang),
    status: Number(r.status),
    userGroupId: r.user_group_id ?? null,
    isSubscribeMail: Boolean(r.is_subscribe_mail),
    isReceiveNotify: Boolean(r.is_receive_notify),
    cancelledAt: toIso(r.cancelled_at),
    createdAt: toIso(r.created_at) ?? '',
    updatedAt: toIso(r.updated_at) ?? '',
  };
}

/** The fields of `keys` of a row mapped by `toUser`, in that order. */
export function pickUser<K extends keyof User>(
  row: Partial<UserRow> | Record<string, unknown>,
  keys: readonly K[],
): Pick<User, K> {
  const user = toUser(row);
  return Object.fromEntries(keys.map((key) => [key, user[key]])) as Pick<User, K>;
}
