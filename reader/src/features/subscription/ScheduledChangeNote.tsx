import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../toast/toastContext';
import { day } from './money';
import type { Subscription } from './types';
import { usePlanChange } from './usePlanChange';
import './planChange.css';

/** "Switches to X on {date}" under a subscription with a change scheduled, and its cancel. */
export function ScheduledChangeNote({
  subscription,
  onChanged,
}: {
  subscription: Subscription;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const calls = usePlanChange(subscription.id);
  const [isBusy, setIsBusy] = useState(false);
  if (!subscription.nextPlanId) return null;

  const cancel = async () => {
    setIsBusy(true);
    try {
      await calls.cancelScheduled();
      toast.notify('success', 'planChange.scheduleCancelled');
      onChanged();
    } catch (error) {
      toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <p className="hd-plan-change__note" data-scheduled-change={subscription.nextPlanId}>
      {t('planChange.scheduledNote', {
        plan: subscription.nextPlanName ?? '',
        date: day(subscription.nextPlanDate ?? null, i18n.language),
      })}{' '}
      <button
        type="button"
        className="hd-button hd-button--outline"
        data-action="cancel-scheduled-change"
        disabled={isBusy}
        onClick={() => void cancel()}
      >
        {t('planChange.cancelScheduled')}
      </button>
    </p>
  );
}
