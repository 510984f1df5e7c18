import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { TestApp } from '../../support/app';
import { queueWebhooks } from '../../../server/src/webhooks';

/** One request a receiver got: its path, the three Standard Webhooks headers and the body. */
export interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  type: string;
  data: Record<string, unknown>;
}

/**
 * A webhook receiver on loopback, as a tenant's server would be: it records every request and
 * answers each path's queued statuses first (then 200).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number[]>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      let parsed: { type?: string; data?: Record<string, unknown> } = {};
      try {
        parsed = JSON.parse(body) as typeof parsed;
      } catch {
        // Recorded as it came; the test sees the empty type.
      }
      received.push({
        path,
        id: String(req.headers['webhook-id'] ?? ''),
        timestamp: String(req.headers['webhook-timestamp'] ?? ''),
        signature: String(req.headers['webhook-signature'] ?? ''),
        body,
        type: parsed.type ?? '',
        data: parsed.data ?? {},
      });
      const queued = answers.get(path) ?? [];
      const status = queued.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'busy');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    received,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    /** The next requests to `path` are answered with these statuses. */
    answer(path: string, statuses: number[]) {
      answers.set(path, [...statuses]);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Verifies a delivery as a receiver would, by the Standard Webhooks specification written out
 * here (not the server's code): HMAC-SHA256 keyed with the base64 after `whsec_`, over
 * `id.timestamp.body`, compared in constant time with any `v1,` signature of the header.
 */
export function verifies(secret: string, got: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key)
    .update(`${got.id}.${got.timestamp}.${got.body}`)
    .digest();
  return got.signature.split(' ').some((part) => {
    const [version, value] = part.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** One sweep of the delivery job, as the schedule queues it, run now in this process. */
export async function sweep(t: TestApp) {
  await queueWebhooks(t.jobs);
  await t.jobs.drain();
}

export const ALL_SUBSCRIPTION_EVENTS = [
  'subscription.created',
  'subscription.trial_started',
  'subscription.renewed',
  'subscription.payment_failed',
  'subscription.past_due',
  'subscription.cancel_scheduled',
  'subscription.cancelled',
  'subscription.refunded',
];
