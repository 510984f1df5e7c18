import { useQuery } from '@tanstack/react-query';
import type { PaymentModeAnswer } from '@hondana/schemas/contracts';
import { apiUrl, httpClient } from '../providers/httpClient';
import { useWorkingCompanyId } from '../tenant/useTenant';

/** Query key of the answer; a payment settings save invalidates it. */
export const PAYMENT_MODE_KEY = 'payment-mode';

/** The working tenant's payment mode (live, test or none) as the server judges it. */
export function usePaymentMode(): PaymentModeAnswer | undefined {
  const companyId = useWorkingCompanyId();
  const { data } = useQuery({
    queryKey: [PAYMENT_MODE_KEY, companyId],
    queryFn: async () =>
      (await httpClient(`${apiUrl}/${PAYMENT_MODE_KEY}`)).json as PaymentModeAnswer,
    enabled: Boolean(companyId),
    staleTime: 60_000,
  });
  return data;
}
