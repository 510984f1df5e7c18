import { useEffect, useState } from 'react';
import type { CouponQuote, Quote } from '@hondana/schemas/contracts';
import { useApi } from '../../api/apiContext';
import { useToast } from '../toast/toastContext';
import type { Plan, StoredCard } from './types';

/**
 * The plan, the reader's stored card, and the quote the order page shows: the plan's, or the
 * one with the applied coupon, or the one a registration answered (it wins: it is the order's).
 */
export function useOrderEntry(planId: string) {
  const api = useApi();
  const toast = useToast();
  const [plan, setPlan] = useState<Plan | null>(null);
  const [storedCard, setStoredCard] = useState<StoredCard | null>(null);
  const [coupon, setCoupon] = useState<CouponQuote | null>(null);
  const [ordered, setOrdered] = useState<Quote | null>(null);
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

  /** Checks `code` with the plan (an empty code takes the coupon off); false when refused. */
  async function applyCoupon(code: string): Promise<boolean> {
    setOrdered(null);
    if (!code.trim()) {
      setCoupon(null);
      return true;
    }
    try {
      setCoupon(
        await api<CouponQuote>('GET', '/manage-coupon/user/get', {
          query: { code: code.trim(), subscriptionPlanId: planId },
        }),
      );
      return true;
    } catch (error) {
      setCoupon(null);
      toast.notifyApiError(error);
      return false;
    }
  }

  const quote = ordered ?? coupon?.quote ?? plan?.quote ?? null;
  return { plan, isMissing, storedCard, coupon, quote, applyCoupon, setOrdered, gateway };
}
