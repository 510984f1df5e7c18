import type { AuthProvider } from 'react-admin';
import { fetchUtils } from 'react-admin';
import { apiUrl } from './httpClient';
import { isSystemAdmin, type AdminIdentity } from './roles';
import { getSessionIdentity, setSessionIdentity } from './session';
import { setSelectedTenant } from './tenantStore';

const authUrl = `${apiUrl}/auth`;
const post = (path: string, body?: unknown) =>
  fetchUtils.fetchJson(`${authUrl}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body ?? {}),
    credentials: 'include',
  });

// One in-flight /me request is shared by checkAuth, getIdentity, getPermissions and canAccess.
let pendingMe: Promise<AdminIdentity> | null = null;

function fetchMe(): Promise<AdminIdentity> {
  pendingMe ??= fetchUtils
    .fetchJson(`${authUrl}/me`, { credentials: 'include' })
    .then(({ json }) => {
      const identity = (json.user ?? json) as AdminIdentity;
      setSessionIdentity(identity);
      return identity;
    })
    .catch((error: unknown) => {
      pendingMe = null;
      setSessionIdentity(null);
      throw error;
    });
  return pendingMe;
}

function forget(): void {
  pendingMe = null;
  setSessionIdentity(null);
}

/** Whether a role level may use a resource; the composition root reads it off the registry. */
export type AccessRule = (roleLevel: number | undefined, resource: string) => boolean;

export const createAuthProvider = (canRoleAccess: AccessRule): AuthProvider => ({
  async login({ username, password }: { username: string; password: string }) {
    forget();
    try {
      await post('login', { login: username, password });
    } catch {
      throw new Error('ra.auth.sign_in_error');
    }
    const identity = await fetchMe();
    // A stale tenant choice from another admin on this browser must not leak into this session.
    if (!isSystemAdmin(identity)) setSelectedTenant(null);
  },
  async logout() {
    const wasSignedIn = getSessionIdentity() != null;
    forget();
    if (wasSignedIn) await post('logout').catch(() => undefined);
  },
  async checkAuth() {
    await fetchMe();
  },
  // Only an expired or revoked session signs the admin out; a 403 is one refused action
  // (shown as an error) and must not cost a company admin their session.
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      forget();
      throw new Error('ra.auth.auth_check_error');
    }
  },
  async getIdentity() {
    const { id, fullName, email, roleLevel, companyId, company } = await fetchMe();
    return { id, fullName: fullName || email, email, roleLevel, companyId, company };
  },
  async getPermissions() {
    return (await fetchMe()).roleLevel;
  },
  async canAccess({ resource }) {
    const identity = await fetchMe().catch(() => null);
    return canRoleAccess(identity?.roleLevel, resource);
  },
});
