import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { PlanChangeDialog } from './PlanChangeDialog';
import type { Subscription } from './types';

/** "Change plan" on an active subscription's row (docs/decisions.md "Plan change"). */
export function PlanChangeAction({
  subscription,
  onChanged,
}: {
  subscription: Subscription;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  if (subscription.status !== 'ACTIVE') return null;
  return (
    <>
      <button
        type="button"
        className="hd-button hd-button--outline"
        data-action="plan-change"
        onClick={() => setIsOpen(true)}
      >
        {t('planChange.action')}
      </button>
      {isOpen && (
        <PlanChangeDialog
          subscriptionId={subscription.id}
          onClose={() => setIsOpen(false)}
          onChanged={onChanged}
        />
      )}
    </>
  );
}
