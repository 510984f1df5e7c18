import { fetchUtils } from 'react-admin';
import { isSystemAdmin } from './roles';
import { getConsoleLanguage } from './consoleLanguage';
import { getSessionIdentity } from './session';
import { getSelectedTenant } from './tenantStore';

export const apiUrl = '/api/admin';

/**
 * First path segments under /api/admin of tenant data, handed in once by the composition root
 * from the resource registry (App.tsx). The client cannot import the registry itself: the
 * registry imports every view, and the views import this client.
 */
let tenantScoped: ReadonlySet<string> = new Set();

export function setTenantScopedPaths(paths: Iterable<string>): void {
  tenantScoped = new Set(paths);
}

/** True for react-admin query keys (`users`, `settings/header/history` …) of tenant data. */
export const isTenantScopedResource = (resource: string) =>
  tenantScoped.has(resource.split('/')[0]);

/** Adds `companyId` to tenant-scoped calls when a system admin works on a chosen tenant. */
export function withTenant(url: string, companyId: string | null): string {
  if (!companyId || !url.startsWith(`${apiUrl}/`)) return url;
  const [path] = url.slice(apiUrl.length + 1).split(/[/?]/);
  if (!tenantScoped.has(path)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}companyId=${encodeURIComponent(companyId)}`;
}

/**
 * The URL as `httpClient` sends it, for calls made without it (XMLHttpRequest uploads,
 * download links): with the tenant a system admin works on.
 */
export const tenantUrl = (url: string) =>
  withTenant(url, isSystemAdmin(getSessionIdentity()) ? getSelectedTenant() : null);

/**
 * Every admin call, with the console's language so the server's field errors come back in
 * it (the browser's own Accept-Language may name another).
 */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers as HeadersInit | undefined);
  headers.set('Accept-Language', getConsoleLanguage());
  headers.set('Accept', 'application/json');
  return fetchUtils.fetchJson(tenantUrl(url), { ...options, headers, credentials: 'include' });
}
