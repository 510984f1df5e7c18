import { createHmac, randomBytes } from 'node:crypto';

/**
 * The Standard Webhooks scheme (standardwebhooks.com, the one Svix and others verify): the
 * secret is `whsec_` and base64 of random bytes, the key is those bytes, and the signature is
 * `v1,` and base64 of HMAC-SHA256 over `{webhook-id}.{webhook-timestamp}.{body}`. Several
 * signatures are separated by spaces (a rotation's old and new secret).
 */
export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: 24 random bytes, as Svix makes them. */
export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(24).toString('base64')}`;
}

/** `v1,<base64>` of one secret over one message. */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of one delivery try, signed with every secret in force. */
export function signedHeaders(
  secrets: readonly string[],
  { id, timestamp, body }: { id: string; timestamp: number; body: string },
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => sign(secret, id, timestamp, body)).join(' '),
  };
}
