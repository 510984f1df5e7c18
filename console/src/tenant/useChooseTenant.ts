import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isTenantScopedResource } from '../providers/httpClient';
import { setSelectedTenant } from '../providers/tenantStore';

/** Switches the working tenant and drops cached data of the previous one. */
export function useChooseTenant() {
  const queryClient = useQueryClient();
  return useCallback(
    (companyId: string) => {
      setSelectedTenant(companyId);
      // Tenant data queries are not keyed by tenant (the id travels as a query parameter).
      queryClient.removeQueries({
        predicate: (query) => isTenantScopedResource(String(query.queryKey[0])),
      });
    },
    [queryClient],
  );
}
