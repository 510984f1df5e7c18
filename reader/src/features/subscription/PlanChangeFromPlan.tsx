import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Page } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { PlanChangeDialog } from './PlanChangeDialog';
import type { Subscription } from './types';
import './planChange.css';

/**
 * On a plan's detail page: "Change {current} to this plan" for each active subscription of
 * another plan the reader holds, opening the change at this plan's confirmation.
 */
export function PlanChangeFromPlan({ planId }: { planId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Subscription[]>([]);
  const [from, setFrom] = useState<Subscription | null>(null);
  useEffect(() => {
    api<Page<Subscription>>('GET', '/subscription-plan/user/registered/page', {
      query: { page: 1, size: 100 },
    })
      .then((page) => setRows(page.content))
      // Not signed in, or no list: the page simply offers no change.
      .catch(() => setRows([]));
  }, [api]);
  if (rows.some((row) => row.subscriptionPlanId === planId && row.status === 'ACTIVE')) return null;
  const active = rows.filter((row) => row.status === 'ACTIVE');
  return (
    <div className="hd-plan-change__from">
      {active.map((row) => (
        <button
          key={row.id}
          type="button"
          className="hd-button hd-button--outline"
          data-action="plan-change-here"
          onClick={() => setFrom(row)}
        >
          {t('planChange.toThisPlan', { plan: row.subscriptionPlanName })}
        </button>
      ))}
      {from && (
        <PlanChangeDialog
          subscriptionId={from.id}
          initialPlanId={planId}
          onClose={() => setFrom(null)}
          onChanged={() => navigate('/subscription')}
        />
      )}
    </div>
  );
}
