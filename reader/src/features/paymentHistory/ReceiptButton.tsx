import { useState } from 'react';
import { useConfig } from '../../config/configContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../shared/session/sessionContext';
import { tenantQueryOf } from '../../shared/session/tenantKey';
import { useToast } from '../toast/toastContext';
import { downloadReceipt } from './downloadReceipt';

/** Downloads the payment's receipt in the language the reader is reading now. */
export function ReceiptButton({ paymentId }: { paymentId: string }) {
  const { t, i18n } = useTranslation();
  const { apiBase, tenant } = useConfig();
  const { accessToken } = useSession();
  const toast = useToast();
  const [isBusy, setIsBusy] = useState(false);
  const download = async () => {
    setIsBusy(true);
    try {
      await downloadReceipt({
        paymentId,
        lang: i18n.language,
        apiBase,
        tenantQuery: tenantQueryOf(tenant),
        accessToken,
      });
    } catch (error) {
      toast.notifyApiError(error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="hd-button"
      data-action="download-receipt"
      disabled={isBusy}
      onClick={() => void download()}
    >
      {t('paymentHistory.receipt')}
    </button>
  );
}
