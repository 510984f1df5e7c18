import { useEffect, useState } from 'react';
import type { Page } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useToast } from '../toast/toastContext';
import type { Plan } from './types';

/** The plans on offer (those opening `contentGroupId` when given), cheapest first. */
export function usePlans(contentGroupId?: string) {
  const api = useApi();
  const toast = useToast();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    const query = { page: 1, size: 100, contentGroupId };
    api<Page<Plan>>('GET', '/subscription-plan/public/user/page', { query })
      .then((page) => isCurrent && setPlans(page.content))
      .catch((error: unknown) => {
        toast.notifyApiError(error);
        if (isCurrent) setPlans([]);
      });
    return () => {
      isCurrent = false;
    };
  }, [api, toast, contentGroupId]);
  return plans;
}
