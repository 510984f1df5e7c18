import { useGetIdentity, useGetOne } from 'react-admin';
import { isSystemAdmin, type AdminIdentity } from '../providers/roles';
import { useSelectedTenant } from './useTenant';

/**
 * The name of the company the console acts on: a tenant admin's own, or the tenant a system
 * admin has chosen in the bar (read from `companies`, which only they may list).
 */
export function useWorkingTenantName(): string | undefined {
  const { identity } = useGetIdentity();
  const selected = useSelectedTenant();
  const isSystem = isSystemAdmin(identity as AdminIdentity | undefined);
  const { data } = useGetOne<{ id: string; name: string }>(
    'companies',
    { id: selected ?? '' },
    { enabled: isSystem && Boolean(selected) },
  );
  if (!identity) return undefined;
  return isSystem ? data?.name : (identity as AdminIdentity).company?.name;
}
