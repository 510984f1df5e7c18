import { useEffect, useState } from 'react';
import { useApi } from '../../api/apiContext';
import { useToast } from '../toast/toastContext';
import type { Charge, Plan, StoredCard } from './types';

export interface CouponQuote {
  code: string;
  discountPercent: number;
  charge: Charge;
  dueAt: string;
}

/** The plan, the reader's stored card, and the live price of a coupon for the order page. */
export function useOrderEntry(planId: string) {
  const api = useApi();
  const toast = useToast();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [storedCard, setStoredCard] = useState<StoredCard | null>(null);
  const [quote, setQuote] = useState<CouponQuote | null>(null);
  // An unknown or unpublished plan: the page stops waiting and offers a way back.
  const [isMissing, setIsMissing] = useState(false);
  // The tenant's way of paying: a card gateway, or the learning service's own page.
  const [gateway, setGateway] = useState<string | null>(null);
  useEffect(() => {
    setIsMissing(false);
    api<Plan>('GET', `/subscription-plan/public/${encodeURIComponent(planId)}`)
      .then(setPlan)
      .catch((error: unknown) => {
        toast.notifyApiError(error);
        setIsMissing(true);
      });
    api<{ gateway: string }>('GET', '/payment/card-token-config')
      .then((answer) => setGateway(answer.gateway))
      .catch(() => setGateway(null));
    api<{ card: StoredCard | null }>('GET', '/veritrans/card')
      .then((answer) => setStoredCard(answer.card))
      .catch(() => setStoredCard(null));
  }, [api, toast, planId]);

  /** `/manage-coupon/user/get` with the plan: the first order's figures with the coupon. */
  async function applyCoupon(code: string) {
    if (!code.trim()) {
      setQuote(null);
      return;
    }
    try {
      setQuote(
        await api<CouponQuote>('GET', '/manage-coupon/user/get', {
          query: { code: code.trim(), subscriptionPlanId: planId },
        }),
      );
    } catch (error) {
      setQuote(null);
      toast.notifyApiError(error);
    }
  }

  return { plan, isMissing, storedCard, quote, applyCoupon, gateway };
}
