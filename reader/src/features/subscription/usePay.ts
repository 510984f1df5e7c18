import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation';
import { Status } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { ApiError } from '../../api/client';
import { useConfig } from '../../config/configContext';
import { useToast } from '../toast/toastContext';
import { orderDraft } from './orderDraft';
import { tokenise } from './tokenise';
import type { TokenisationConfig } from './tokenise';
import type { CardFields } from './cardFields';

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
          const config = await api<TokenisationConfig>('GET', '/payment/card-token-config');
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
        navigate('/thank-you', { replace: true });
      } catch (error) {
        // The gateway's token API named the card field at fault, or the gateway said why it
        // refused the payment (errors.card): say which.
        const failure = error instanceof ApiError ? error.errors?.card : undefined;
        if (error instanceof ApiError && error.messageKey.startsWith('card.')) {
          toast.notify('error', error.messageKey);
        } else if (failure && i18n.exists(`card.failure.${failure}`)) {
          toast.notify('error', `card.failure.${failure}`);
        } else {
          toast.notifyApiError(error);
        }
        if (error instanceof ApiError && error.status === Status.paymentVerifying) {
          navigate('/subscription', { replace: true });
          return;
        }
        toast.notify('error', 'toast.error.payment');
        navigate('/veritrans-payment/error', { replace: true });
      }
    },
    [api, toast, navigate, basePath, i18n.language],
  );
}
