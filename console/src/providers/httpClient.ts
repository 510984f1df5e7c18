import { fetchUtils } from 'react-admin';
import { isSystemAdmin } from './roles';
import { getSessionIdentity } from './session';
import { getSelectedTenant } from './tenantStore';

export const apiUrl = '/api/admin';

/** Tenant-scoped admin calls: settings and the tenant's image uploads. */
const tenantScoped = [`${apiUrl}/settings`, `${apiUrl}/uploads`];

/** Adds `companyId` to tenant-scoped calls when a system admin works on a chosen tenant. */
export function withTenant(url: string, companyId: string | null): string {
  if (!companyId || !tenantScoped.some((prefix) => url.startsWith(prefix))) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}companyId=${encodeURIComponent(companyId)}`;
}

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const companyId = isSystemAdmin(getSessionIdentity()) ? getSelectedTenant() : null;
  return fetchUtils.fetchJson(withTenant(url, companyId), { ...options, credentials: 'include' });
}
