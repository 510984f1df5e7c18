import { fetchUtils } from 'react-admin';
import { isSystemAdmin } from './roles';
import { getSessionIdentity } from './session';
import { getSelectedTenant } from './tenantStore';

export const apiUrl = '/api/admin';

/** Tenant-scoped admin resources: everything but the companies themselves and the session. */
const tenantScoped = [
  'settings',
  'uploads',
  'users',
  'user-groups',
  'ip-groups',
  'imports',
  'contents',
  'content-groups',
  'content-files',
];

/** True for react-admin query keys (`users`, `settings/header/history` …) of tenant data. */
export const isTenantScopedResource = (resource: string) =>
  tenantScoped.includes(resource.split('/')[0]);

const tenantScopedUrl = new RegExp(`^${apiUrl}/(${tenantScoped.join('|')})(?=[/?]|$)`);

/** Adds `companyId` to tenant-scoped calls when a system admin works on a chosen tenant. */
export function withTenant(url: string, companyId: string | null): string {
  if (!companyId || !tenantScopedUrl.test(url)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}companyId=${encodeURIComponent(companyId)}`;
}

export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const companyId = isSystemAdmin(getSessionIdentity()) ? getSelectedTenant() : null;
  return fetchUtils.fetchJson(withTenant(url, companyId), { ...options, credentials: 'include' });
}
