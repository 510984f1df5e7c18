/**
 * The tenant a system admin is working on, kept in localStorage so a reload keeps it.
 * Company admins never use it: the server binds them to their own company.
 */
const storageKey = 'hondana.console.companyId';
const listeners = new Set<() => void>();

export function getSelectedTenant(): string | null {
  return globalThis.localStorage?.getItem(storageKey) ?? null;
}

export function setSelectedTenant(companyId: string | null): void {
  if (companyId == null) localStorage.removeItem(storageKey);
  else localStorage.setItem(storageKey, companyId);
  listeners.forEach((listener) => listener());
}

export function subscribeTenant(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
