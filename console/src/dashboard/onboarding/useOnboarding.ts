import { useQuery } from '@tanstack/react-query';
import type { OnboardingChecklist } from '@hondana/schemas/contracts';
import { apiUrl, httpClient } from '../../providers/httpClient';

/** The setup checklist of `companyId`, read again each time the dashboard is opened. */
export function useOnboarding(companyId: string) {
  return useQuery({
    queryKey: ['onboarding', companyId],
    queryFn: async () => {
      const url = `${apiUrl}/onboarding?companyId=${encodeURIComponent(companyId)}`;
      return (await httpClient(url)).json as OnboardingChecklist;
    },
  });
}
