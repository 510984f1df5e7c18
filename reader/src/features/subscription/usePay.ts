import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { Status } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useConfig } from '../../config/configContext';
import { useToast } from '../toast/toastContext';
import { orderDraft } from './orderDraft';
import { paymentFailureKey } from './paymentFailure';
import { tokenise } from './tokenise';
import type { CardTokenisation } from '@hondana/schemas/contracts';
import type { CardFields } from './cardFields';
import { orderedState } from './thankYou';

interface Confirmation {
  result: 'OK' | 'REQUIRES_ACTION';
  redirectUrl: string | null;
}

/** `POST /veritrans/confirm-order`: thank-you, the 3-D Secure page, or the payment-failed page. */
export function usePay() {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { basePath } = useConfig();
  const { i18n } = useTranslation();

  return useCallback(
    async (orderId: string, couponCode: string | null, card: CardFields | null) => {
      try {
        let token: string | undefined;
        if (card) {
          const config = await api<CardTokenisation>('GET', '/payment/card-token-config');
          const made = await tokenise(config, card, i18n.language);
          if ('problem' in made)
            throw new ApiError(Status.invalidCard, made.problem, 'invalid card');
          token = made.token;
        }
        const base = basePath.replace(/\/+$/, '');
        const answer = await api<Confirmation>('POST', '/veritrans/confirm-order', {
          body: {
            orderId,
            couponCode: couponCode ?? undefined,
            token,
            redirectUrl: `${base}/veritrans-payment/confirm?order=${encodeURIComponent(orderId)}`,
            cardHolderName: card?.holderName || undefined,
            cardHolderEmail: card?.email || undefined,
          },
        });
        if (answer.result === 'REQUIRES_ACTION' && answer.redirectUrl) {
          // Spec 001 §4: the provider's page opens in the same window.
          window.location.assign(answer.redirectUrl);
          return;
        }
        orderDraft.clear();
        // Spec 001 §4: a confirmed order shows a success notice.
        toast.notify('success', 'api.register.200');
        navigate('/thank-you', { replace: true, state: orderedState });
      } catch (error) {
        // One failure, one toast: the most specific text there is (the failed page says the rest).
        const key = paymentFailureKey(error, (candidate) => i18n.exists(candidate));
        if (key) toast.notify('error', key);
        if (error instanceof ApiError && error.status === Status.paymentVerifying) {
          navigate('/subscription', { replace: true });
          return;
        }
        navigate('/veritrans-payment/error', { replace: true });
      }
    },
    [api, toast, navigate, basePath, i18n],
  );
}
