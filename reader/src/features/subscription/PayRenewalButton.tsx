import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { usePay } from './usePay';

/**
 * A renewal the card issuer wants authenticated (or any overdue one) is paid here, on-session,
 * with the kept card: the mail about it links to this page (docs/decisions.md, issue 30).
 */
export function PayRenewalButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const pay = usePay();
  const [isPaying, setIsPaying] = useState(false);
  return (
    <button
      type="button"
      className="hd-button"
      data-action="pay-renewal"
      disabled={isPaying}
      aria-busy={isPaying}
      onClick={() => {
        setIsPaying(true);
        void pay(orderId, null, null).finally(() => setIsPaying(false));
      }}
    >
      {isPaying ? t('order.paying') : t('subscription.payNow')}
    </button>
  );
}
