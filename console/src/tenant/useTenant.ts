import { useSyncExternalStore } from 'react';
import { useGetIdentity } from 'react-admin';
import { isSystemAdmin, type AdminIdentity } from '../providers/roles';
import { getSelectedTenant, subscribeTenant } from '../providers/tenantStore';

export const useSelectedTenant = () => useSyncExternalStore(subscribeTenant, getSelectedTenant);

/**
 * The company the console is working on: the chosen tenant for system admins, else their own.
 * `undefined` while the identity loads; `null` when there is none to work on.
 */
export function useWorkingCompanyId(): string | null | undefined {
  const { identity } = useGetIdentity();
  const selected = useSelectedTenant();
  if (!identity) return undefined;
  if (isSystemAdmin(identity as AdminIdentity)) return selected;
  return identity.companyId == null ? null : String(identity.companyId);
}
