import type { AdminIdentity } from './roles';

/**
 * The signed-in admin as last reported by /api/admin/auth/me. Kept in memory only (the
 * session itself is the HttpOnly cookie) so the HTTP client knows whether to scope by tenant.
 */
let current: AdminIdentity | null = null;

export const getSessionIdentity = () => current;

export function setSessionIdentity(identity: AdminIdentity | null): void {
  current = identity;
}
