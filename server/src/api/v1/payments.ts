import { Router } from 'express';
import type { Request } from 'express';
import { toCamelKeys } from '@hondana/schemas/contracts';
import { parsePaging } from '../../db/paging';
import type { Checkout, LearningCheckout, StoredCards, Transactions } from '../../orders';
import type { GatewayDirectory, PaymentVerification } from '../../payments';
import type { Receipts } from '../../receipts';
import { sendData } from '../envelope';
import { sendPdf } from '../sendPdf';
import type { Scopes } from '../scope';
import type { SubscriptionApiDeps } from './subscriptions';
import { guardedRegistration } from './subscriptions';

export interface PaymentApiDeps {
  scopes: Scopes;
  orders: {
    checkout: Checkout;
    learningCheckout: LearningCheckout;
    transactions: Transactions;
    storedCards: StoredCards;
  };
  receipts: Receipts;
  payments: { gateways: Pick<GatewayDirectory, 'tokenisation'> };
  paymentVerification: PaymentVerification;
  commerce: Pick<SubscriptionApiDeps, 'subscriptions' | 'couponGuesses'>;
}

/** The reader's own site, which a 3-D Secure return URL must belong to. */
const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * The card provider's calls (spec 001 §7, `/veritrans/*`, served by the tenant's gateway), the
 * reader's stored card and the payment history (`/transaction/*`).
 */
export function paymentApi({
  scopes,
  orders,
  receipts,
  payments,
  paymentVerification,
  commerce,
}: PaymentApiDeps) {
  const router = Router();
  const { readerScope } = scopes;
  const { checkout, learningCheckout, transactions, storedCards } = orders;
  const staff = scopes.adminScope({ isTenantFromRequest: true });

  /** Where the order page tokenises a card: the tenant's gateway, its token URL and public key. */
  router.get('/payment/card-token-config', readerScope, async (req, res) => {
    sendData(res, await payments.gateways.tokenisation(req.readerScope.company.id));
  });

  // The payment settings' verify action (spec 001 §7): both paths try the tenant's own gateway
  // (or the one the body names), whatever gateway the path is named after.
  for (const path of ['/company/check-api-setting-veritrans', '/company/check-api-setting-gmo']) {
    router.post(path, staff, async (req, res) => {
      const data = toCamelKeys(req.body ?? {});
      sendData(res, await paymentVerification.verify({ scope: req.adminScope, data }));
    });
  }

  const register = guardedRegistration(commerce);

  // Spec 001 §7's card provider calls. Each goes through the tenant's gateway, whatever the
  // path names (docs/decisions.md "Card gateways"): `/gmo/*` are the same calls.
  /** Order receive: the plan registered, its PENDING order answered (nothing charged). */
  router.post('/veritrans/order-receive', readerScope, async (req, res) => {
    sendData(res, await register(req, toCamelKeys(req.body ?? {}) as Record<string, unknown>));
  });

  /** The card provider order in one call: the plan registered and charged with the token. */
  for (const path of ['/veritrans/charge', '/gmo/charge']) {
    router.post(path, readerScope, async (req, res) => {
      const input = toCamelKeys(req.body ?? {}) as Record<string, unknown>;
      const registered = await register(req, input);
      if (!registered.isPaymentRequired) return sendData(res, registered);
      const scope = req.readerScope;
      const call = { ...input, orderId: registered.order.id };
      sendData(res, await checkout.confirm({ scope, input: call, origin: originOf(req) }));
    });
  }

  router.post('/gmo/add-card', readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await checkout.addCard({ scope: req.readerScope, input }));
  });

  router.post('/veritrans/confirm-order', readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await checkout.confirm({ scope: req.readerScope, input, origin: originOf(req) }));
  });

  router.get('/veritrans/card', readerScope, async (req, res) => {
    sendData(res, await storedCards.view(req.readerScope));
  });

  // The card panel's removal: refused (872) while a subscription renews with the card.
  router.delete('/veritrans/card', readerScope, async (req, res) => {
    sendData(res, await storedCards.remove(req.readerScope));
  });

  router.post('/veritrans/add-card', readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await checkout.addCard({ scope: req.readerScope, input }));
  });

  // The learning-service payment (spec 001 §7, `{product}` = learning).
  router.post('/learning-payment/order-receive', readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(
      res,
      await learningCheckout.receive({ scope: req.readerScope, input, origin: originOf(req) }),
    );
  });

  router.get('/learning-payment/get-info', readerScope, async (req, res) => {
    const query = toCamelKeys({ ...req.query }) as Record<string, unknown>;
    sendData(res, await learningCheckout.info({ scope: req.readerScope, query }));
  });

  router.post('/learning-payment/confirm-order', readerScope, async (req, res) => {
    const input = toCamelKeys(req.body ?? {});
    sendData(res, await learningCheckout.confirm({ scope: req.readerScope, input }));
  });

  router.get('/transaction/page', readerScope, async (req, res) => {
    sendData(res, await transactions.readerPage(req.readerScope, parsePaging(req.query)));
  });

  router.get('/transaction/detail/:id', readerScope, async (req, res) => {
    sendData(res, await transactions.readerDetail(req.readerScope, String(req.params.id)));
  });

  /** A paid payment's receipt as PDF, in `?lang=` or the reader's profile language. */
  router.get('/transaction/receipt/:id', readerScope, async (req, res) => {
    const request = { scope: req.readerScope, id: String(req.params.id), lang: req.query.lang };
    sendPdf(res, await receipts.forReader(request));
  });

  return router;
}
