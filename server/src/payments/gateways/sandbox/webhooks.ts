import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { GatewayCharge, GatewayEvent } from '../gateway';
import { GatewayError } from '../gateway';

/** How old a signed webhook may be (seconds): a replayed one is refused after that. */
export const SIGNATURE_TOLERANCE_S = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs its webhooks. */
export function signPayload(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, `${t}.${body}`)}`;
}

export function verifyPayload(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): GatewayEvent {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const t = Number(parts.t);
  const expected = Buffer.from(hmac(secret, `${parts.t}.${body}`));
  const given = Buffer.from(String(parts.v1 ?? ''));
  const isFresh = Math.abs(now.getTime() / 1000 - t) <= SIGNATURE_TOLERANCE_S;
  if (!isFresh || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new GatewayError('signature_invalid', 'The webhook signature does not match.');
  }
  return JSON.parse(body) as GatewayEvent;
}

export function eventOf(type: GatewayEvent['type'], charge: GatewayCharge, at: Date): GatewayEvent {
  return {
    id: `evt_${randomUUID()}`,
    type,
    created: Math.floor(at.getTime() / 1000),
    data: charge,
  };
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
