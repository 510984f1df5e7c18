import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { PageSpinner } from '../../shared/ui/PageSpinner';
import { useToast } from '../toast/toastContext';
import { learningInfo } from './learningPayment';
import type { LearningInfo } from '@hondana/schemas/contracts';
import { orderDraft } from './orderDraft';
import { OrderHeading } from './OrderHeading';
import { OrderFigures } from './OrderSummary';
import './subscription.css';
import { orderedState } from './thankYou';

/**
 * /learning-payment/confirm (spec 001 §2): the order as the learning service took it, then
 * confirm-order with `gid_order_no` and `periodic_payment_id`; thank-you, or the failed page.
 */
export default function LearningConfirmPage() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const gid = params.get('gid_order_no') ?? '';
  const [info, setInfo] = useState<LearningInfo | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    if (!gid) return;
    learningInfo(api, gid)
      .then(setInfo)
      .catch((error: unknown) => {
        toast.notifyApiError(error);
        navigate('/learning-payment/error', { replace: true });
      });
  }, [api, gid, navigate, toast]);

  if (!gid) return <Navigate to="/subscription" replace />;
  if (!info) return <PageSpinner />;
  const { order, subscription } = info;

  const confirm = async () => {
    setIsBusy(true);
    try {
      await api('POST', '/learning-payment/confirm-order', {
        body: {
          gidOrderNo: gid,
          periodicPaymentId: info.periodicPaymentId ?? undefined,
          couponCode: order.couponCode ?? undefined,
        },
      });
      orderDraft.clear();
      // Spec 001 §4: a confirmed order shows a success notice.
      toast.notify('success', 'api.register.200');
      navigate('/thank-you', { replace: true, state: orderedState });
    } catch (error) {
      toast.notifyApiError(error);
      navigate('/learning-payment/error', { replace: true });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className="hd-order">
      <OrderHeading title={t('learningPayment.confirmTitle')} />
      <h2>{subscription.subscriptionPlanName}</h2>
      <OrderFigures order={order} />
      <p>{t('learningPayment.paidBy')}</p>
      <button
        type="button"
        className="hd-button"
        data-action="learning-confirm"
        disabled={isBusy}
        onClick={() => void confirm()}
      >
        {t('learningPayment.confirm')}
      </button>
    </div>
  );
}
