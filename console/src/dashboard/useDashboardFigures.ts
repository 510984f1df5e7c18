import { useQuery } from '@tanstack/react-query';
import { DEFAULT_DASHBOARD_MONTHS } from '@hondana/schemas/contracts';
import type { DashboardFigures } from '@hondana/schemas/contracts';
import { apiUrl, httpClient } from '../providers/httpClient';

/**
 * The dashboard's figures of one tenant, or of every tenant (`companyId` null, system admins).
 * `/dashboard` is not a tenant-scoped path: the tenant travels here, so "every tenant" can too.
 */
export function useDashboardFigures(companyId: string | null) {
  return useQuery({
    queryKey: ['dashboard', companyId],
    queryFn: async () => {
      const tenant = companyId ? `&companyId=${encodeURIComponent(companyId)}` : '';
      const url = `${apiUrl}/dashboard?months=${DEFAULT_DASHBOARD_MONTHS}${tenant}`;
      return (await httpClient(url)).json as DashboardFigures;
    },
    // The server keeps them a minute too.
    staleTime: 60_000,
  });
}
