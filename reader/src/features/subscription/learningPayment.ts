import type { LearningInfo } from '@hondana/schemas/contracts';
import type { ApiClient } from '../../api/client';
import { PAYMENT_CALLBACK_KEY } from './paymentCallback';

/** Session-storage key of the state sent with order-receive (checked on the way back). */
const STATE_KEY = 'hondana.learningPaymentState';

/**
 * Spec 001 §4: the learning service's payment page opens in the same window. The order page
 * (this one) is kept as the callback URL, so the payment-failed page's Go back returns here.
 */
export async function startLearningPayment(api: ApiClient, basePath: string, orderId: string) {
  const state = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const base = `${window.location.origin}${basePath.replace(/\/+$/, '')}`;
  const answer = await api<{ gidOrderNo: string; redirectUrl: string }>(
    'POST',
    '/learning-payment/order-receive',
    { body: { orderId, redirectUrl: `${base}/learning-payment/processing`, state } },
  );
  sessionStorage.setItem(STATE_KEY, state);
  sessionStorage.setItem(PAYMENT_CALLBACK_KEY, window.location.href);
  window.location.assign(answer.redirectUrl);
}

/** The state sent on the way out equals the one that came back (taken out either way). */
export function isOwnReturn(state: string | null): boolean {
  const kept = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(kept) && kept === state;
}

export const learningInfo = (api: ApiClient, gidOrderNo: string) =>
  api<LearningInfo>('GET', '/learning-payment/get-info', { query: { gidOrderNo } });
