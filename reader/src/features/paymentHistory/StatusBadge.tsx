import type { TransactionResult } from '@hondana/schemas/contracts';
import { useTranslation } from '../../i18n/useTranslation';

/** Spec 001 §3: OK (confirmed), NG (payment error) or pending, in words as well as colour. */
export function StatusBadge({ status }: { status: TransactionResult }) {
  const { t } = useTranslation();
  return (
    <span className={`hd-payment-status hd-payment-status--${status.toLowerCase()}`}>
      {t(`paymentHistory.statuses.${status}`)}
    </span>
  );
}
