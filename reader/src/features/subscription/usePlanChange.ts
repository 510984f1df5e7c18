import { useMemo } from 'react';
import type {
  PlanChangeOptions,
  PlanChangeResult,
  ScheduledPlanChange,
} from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { apiErrorKey } from '../toast/apiErrorKey';

/** The plan change calls of one subscription (docs/decisions.md "Plan change"). */
export function usePlanChange(subscriptionId: string) {
  const api = useApi();
  return useMemo(() => {
    const path = `/subscription-plan/user/registered/${encodeURIComponent(subscriptionId)}/changes`;
    return {
      options: () => api<PlanChangeOptions>('GET', path),
      change: (planId: string) =>
        api<PlanChangeResult>('POST', path, { body: { subscriptionPlanId: planId } }),
      cancelScheduled: () => api<{ scheduledChange: ScheduledPlanChange | null }>('DELETE', path),
    };
  }, [api, subscriptionId]);
}

/**
 * The text for a refused change: the learning service's own sentence (843 says only that the
 * provider refused), else the catalogue's for the code.
 */
export function planChangeProblem(error: unknown, hasKey: (key: string) => boolean): string {
  if (error instanceof ApiError && error.errors?.gateway === 'learning') {
    return 'planChange.learning';
  }
  return apiErrorKey(error, hasKey) ?? 'api.error.unknown';
}
