import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { setSelectedTenant } from '../providers/tenantStore';

/** Switches the working tenant and drops cached settings of the previous one. */
export function useChooseTenant() {
  const queryClient = useQueryClient();
  return useCallback(
    (companyId: string) => {
      setSelectedTenant(companyId);
      // Settings queries are not keyed by tenant (the id travels as a query parameter).
      queryClient.removeQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith('settings'),
      });
    },
    [queryClient],
  );
}
