import { useConfig } from '../../config/configContext';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Checkout of a tenant in test mode (the sandbox, or VeriTrans's dummy requests): no card is
 * really charged, so the reader is told before paying (issue 30, item 4).
 */
export function TestModeBanner() {
  const { t } = useTranslation();
  if (useConfig().paymentMode !== 'test') return null;
  return (
    <p className="hd-test-mode" role="note" data-payment-mode="test">
      {t('subscription.testMode')}
    </p>
  );
}
