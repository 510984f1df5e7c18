import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../api/apiContext';
import { useTranslation } from '../../i18n/useTranslation';
import { useToast } from '../toast/toastContext';
import { isOwnReturn, learningInfo } from './learningPayment';
import './subscription.css';

const RECHECK_MS = 2000;
const RECHECKS = 5;

/**
 * /learning-payment/processing (spec 001 §2): back from the learning service with
 * `gid_order_no` and our state. A paid order goes on to /learning-payment/confirm, a cancelled
 * one (or a state that is not ours) to the payment-failed page; an open one is asked again.
 */
export default function LearningProcessingPage() {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [isWaiting, setIsWaiting] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const gid = params.get('gid_order_no') ?? '';
    const fail = () => navigate('/learning-payment/error', { replace: true });
    if (!gid || !isOwnReturn(params.get('state'))) {
      fail();
      return;
    }
    let tries = 0;
    const check = async () => {
      try {
        const info = await learningInfo(api, gid);
        if (info.status === 'PAID') {
          navigate(`/learning-payment/confirm?gid_order_no=${encodeURIComponent(gid)}`, {
            replace: true,
          });
        } else if (info.status === 'PENDING' && ++tries < RECHECKS) {
          setIsWaiting(true);
          setTimeout(() => void check(), RECHECK_MS);
        } else fail();
      } catch (error) {
        toast.notifyApiError(error);
        fail();
      }
    };
    void check();
  }, [api, navigate, params, toast]);

  return (
    <div className="hd-order" role="status">
      <p>{t(isWaiting ? 'learningPayment.waiting' : 'learningPayment.processing')}</p>
    </div>
  );
}
