import { apiUrl, httpClient } from '../../providers/httpClient';

const post = (path: string, body: unknown = {}) =>
  httpClient(`${apiUrl}/${path}`, { method: 'POST', body: JSON.stringify(body) });

export type CancelWhen = 'periodEnd' | 'now';

/** lifecycle.ts's cancelAtPeriodEnd or cancelNow, through the subscriptions API. */
export const cancelSubscription = (id: string, when: CancelWhen) =>
  post(`subscriptions/${encodeURIComponent(id)}/cancel`, { when });

/** A refund of `amount` yen (tax included), or of what is left when `amount` is absent. */
export const refundPayment = (id: string, amount?: number) =>
  post(`transactions/${encodeURIComponent(id)}/refund`, amount === undefined ? {} : { amount });

export const mailReceipt = (id: string) =>
  post(`transactions/${encodeURIComponent(id)}/receipt-mail`);

export const grantComplimentary = (userId: string, planId: string, days: number) =>
  post('subscriptions', { userId, planId, days });

export const addNote = (userId: string, body: string) =>
  post(`subscribers/${encodeURIComponent(userId)}/notes`, { body });

export const removeNote = (userId: string, id: string) =>
  httpClient(
    `${apiUrl}/subscribers/${encodeURIComponent(userId)}/notes/${encodeURIComponent(id)}`,
    {
      method: 'DELETE',
    },
  );
