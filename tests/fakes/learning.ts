import { randomBytes } from 'node:crypto';
import express from 'express';
import type { Request } from 'express';
import { createFaults, escapeHtml, listen } from './shared';

/**
 * A local learning service's payment API for tests and the demo, speaking the format of
 * server/src/payments/gateways/learning: HTTP Basic with the tenant's learning-service client,
 * orders paid on the service's own page (which registers a periodic payment), periodic
 * charges, charge look-ups and refunds, each idempotent by the merchant's id or refund key.
 */
export interface LearningFakeOptions {
  /** client id → client secret. */
  clients: Record<string, string>;
  port?: number;
}

interface Order {
  gidOrderNo: string;
  client: string;
  merchantOrderId: string;
  amount: number;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  firstChargeAt: string | null;
  status: 'PENDING' | 'PAID' | 'CANCELLED';
  periodicPaymentId: string | null;
}
interface Charge {
  chargeId: string;
  client: string;
  merchantOrderId: string;
  amount: number;
  status: 'PAID' | 'FAILED';
  refundedAmount: number;
  refundKeys: Set<string>;
  createdAt: string;
}

export async function startLearningFake(options: LearningFakeOptions) {
  const faults = createFaults();
  const orders = new Map<string, Order>();
  const charges = new Map<string, Charge>();
  /** Periodic payments the learner stopped: their charges fail. */
  const stopped = new Set<string>();
  let base = '';
  const app = express();
  app.use(express.json({ limit: '16kb' }));

  /** The calling client, or null when its Basic credentials are wrong. */
  function clientOf(req: Request): string | null {
    const [scheme, value] = String(req.get('authorization') ?? '').split(' ');
    if (scheme !== 'Basic' || !value) return null;
    const [id = '', secret] = Buffer.from(value, 'base64').toString('utf8').split(':');
    return options.clients[id] !== undefined && options.clients[id] === secret ? id : null;
  }

  const present = (o: Order) => ({
    gid_order_no: o.gidOrderNo,
    merchant_order_id: o.merchantOrderId,
    amount: o.amount,
    status: o.status,
    periodic_payment_id: o.periodicPaymentId,
  });
  const presentCharge = (c: Charge) => ({
    charge_id: c.chargeId,
    merchant_order_id: c.merchantOrderId,
    amount: c.amount,
    status: c.status,
    refunded_amount: c.refundedAmount,
    created_at: c.createdAt,
  });

  app.use('/payments', (req, res, next) => {
    const client = clientOf(req);
    if (!client) return res.status(401).json({ error: 'invalid_client' });
    res.locals.client = client;
    const operation = `${req.method} /payments${req.path.replace(/\/[^/]*\d[^/]*(?=\/|$)/g, '/:id')}`;
    const fault = faults.take(operation, 'before');
    if (fault) return faults.apply(fault, res);
    return next();
  });

  app.post('/payments/orders', (req, res) => {
    const b = req.body ?? {};
    const client = String(res.locals.client);
    const existing = [...orders.values()].find(
      (o) => o.client === client && o.merchantOrderId === b.merchant_order_id,
    );
    if (existing)
      return res
        .status(200)
        .json({ ...present(existing), payment_url: `${base}/pay/${existing.gidOrderNo}` });
    if (typeof b.merchant_order_id !== 'string' || !(Number(b.amount) > 0) || !b.return_url) {
      return res.status(400).json({ error: 'invalid_request' });
    }
    const order: Order = {
      gidOrderNo: `G${randomBytes(8).toString('hex').toUpperCase()}`,
      client,
      merchantOrderId: b.merchant_order_id,
      amount: Number(b.amount),
      description: String(b.description ?? ''),
      returnUrl: String(b.return_url),
      cancelUrl: String(b.cancel_url ?? b.return_url),
      firstChargeAt: b.first_charge_at ?? null,
      status: 'PENDING',
      periodicPaymentId: null,
    };
    orders.set(order.gidOrderNo, order);
    return res
      .status(201)
      .json({ ...present(order), payment_url: `${base}/pay/${order.gidOrderNo}` });
  });

  app.get('/payments/orders/:gid', (req, res) => {
    const order = orders.get(String(req.params.gid));
    if (!order || order.client !== res.locals.client)
      return res.status(404).json({ error: 'not_found' });
    return res.json(present(order));
  });

  function charge(
    client: string,
    merchantOrderId: string,
    amount: number,
    id?: string,
    failed = false,
  ) {
    const found = [...charges.values()].find(
      (c) => c.client === client && c.merchantOrderId === merchantOrderId,
    );
    if (found) return found;
    const made: Charge = {
      chargeId: id ?? `C${randomBytes(8).toString('hex').toUpperCase()}`,
      client,
      merchantOrderId,
      amount,
      status: failed ? 'FAILED' : 'PAID',
      refundedAmount: 0,
      refundKeys: new Set(),
      createdAt: new Date().toISOString(),
    };
    charges.set(made.chargeId, made);
    return made;
  }

  app.post('/payments/periodic/:pid/charges', (req, res) => {
    const pid = String(req.params.pid);
    const owner = [...orders.values()].find((o) => o.periodicPaymentId === pid);
    if (!owner || owner.client !== res.locals.client)
      return res.status(404).json({ error: 'not_found' });
    const b = req.body ?? {};
    if (typeof b.merchant_order_id !== 'string' || !(Number(b.amount) > 0)) {
      return res.status(400).json({ error: 'invalid_request' });
    }
    const made = charge(
      String(res.locals.client),
      b.merchant_order_id,
      Number(b.amount),
      undefined,
      stopped.has(pid),
    );
    const fault = faults.take('POST /payments/periodic/:id/charges', 'after');
    if (fault) return faults.apply(fault, res);
    return res.json(presentCharge(made));
  });

  // The merchant stops a periodic payment (its customer closed the account): later charges fail.
  app.delete('/payments/periodic/:pid', (req, res) => {
    const pid = String(req.params.pid);
    const owner = [...orders.values()].find((o) => o.periodicPaymentId === pid);
    if (!owner || owner.client !== res.locals.client)
      return res.status(404).json({ error: 'not_found' });
    stopped.add(pid);
    return res.json({ periodic_payment_id: pid, status: 'STOPPED' });
  });

  app.get('/payments/charges', (req, res) => {
    const wanted = String(req.query.merchant_order_id ?? '');
    const list = [...charges.values()].filter(
      (c) => c.client === res.locals.client && c.merchantOrderId === wanted,
    );
    return res.json({ charges: list.map(presentCharge) });
  });

  app.get('/payments/charges/:id', (req, res) => {
    const found = charges.get(String(req.params.id));
    if (!found || found.client !== res.locals.client)
      return res.status(404).json({ error: 'not_found' });
    return res.json(presentCharge(found));
  });

  app.post('/payments/charges/:id/refunds', (req, res) => {
    const found = charges.get(String(req.params.id));
    if (!found || found.client !== res.locals.client)
      return res.status(404).json({ error: 'not_found' });
    const amount = Number(req.body?.amount);
    const key = String(req.body?.refund_key ?? '');
    if (!key || !(amount > 0) || found.refundedAmount + amount > found.amount) {
      if (!found.refundKeys.has(key)) return res.status(400).json({ error: 'invalid_request' });
    }
    if (!found.refundKeys.has(key)) {
      found.refundKeys.add(key);
      found.refundedAmount += amount;
    }
    return res.json({ ...presentCharge(found) });
  });

  // The learner's side: the service's payment page.
  app.get('/pay/:gid', (req, res) => {
    const order = orders.get(String(req.params.gid));
    if (!order || order.status !== 'PENDING') return res.status(404).send('No such order.');
    return res.type('html').send(`<!doctype html><html lang="ja"><head><meta charset="utf-8">
<title>Learning ID payment</title></head><body style="font-family:sans-serif;max-width:460px;margin:40px auto">
<h1>Learning ID</h1><p>${escapeHtml(order.description)}: ¥${order.amount}${order.firstChargeAt ? ` from ${escapeHtml(order.firstChargeAt.slice(0, 10))}` : ''}, renewed each period.</p>
<form method="post"><button name="answer" value="pay" id="pay">Pay with my Learning ID</button>
<button name="answer" value="cancel" id="cancel">Cancel</button></form></body></html>`);
  });

  app.post('/pay/:gid', express.urlencoded({ extended: false }), (req, res) => {
    const order = orders.get(String(req.params.gid));
    if (!order || order.status !== 'PENDING') return res.status(404).send('No such order.');
    if (req.body?.answer !== 'pay') {
      order.status = 'CANCELLED';
      return res.redirect(303, order.cancelUrl);
    }
    order.status = 'PAID';
    order.periodicPaymentId = `P${randomBytes(8).toString('hex').toUpperCase()}`;
    if (!order.firstChargeAt)
      charge(order.client, order.merchantOrderId, order.amount, order.gidOrderNo);
    const back = new URL(order.returnUrl);
    back.searchParams.set('gid_order_no', order.gidOrderNo);
    return res.redirect(303, back.toString());
  });

  const server = await listen(app, faults, options.port);
  base = server.url;
  return {
    url: server.url,
    faults,
    orders,
    charges,
    /** The learner stops their periodic payment at the service: later charges fail. */
    stop(periodicPaymentId: string) {
      stopped.add(periodicPaymentId);
    },
    isStopped: (periodicPaymentId: string) => stopped.has(periodicPaymentId),
    reset() {
      orders.clear();
      charges.clear();
      stopped.clear();
      faults.clear();
    },
    close: server.close,
  };
}

export type LearningFake = Awaited<ReturnType<typeof startLearningFake>>;
