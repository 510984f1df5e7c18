import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSecret, sign, signedHeaders } from './signing';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, nextAttemptAt } from './schedule';

describe('Standard Webhooks signatures', () => {
  it("match the specification's published example", () => {
    // The example of the Standard Webhooks specification (and Svix's documentation).
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const signature = sign(
      secret,
      'msg_p5jXN8AQM9LWM0D4loKWxJek',
      1614265330,
      '{"test": 2432232314}',
    );
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('key the HMAC with the bytes after whsec_, and sign with every secret in force', () => {
    const [a, b] = [newSecret(), newSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(a).not.toBe(b);
    const headers = signedHeaders([a, b], { id: 'evt', timestamp: 1700000000, body: '{}' });
    const expected = (secret: string) =>
      `v1,${createHmac('sha256', Buffer.from(secret.slice(6), 'base64'))
        .update('evt.1700000000.{}')
        .digest('base64')}`;
    expect(headers).toEqual({
      'webhook-id': 'evt',
      'webhook-timestamp': '1700000000',
      'webhook-signature': `${expected(a)} ${expected(b)}`,
    });
  });
});

describe('the retry schedule', () => {
  it('waits longer after each failure and gives up after the last', () => {
    const now = new Date('2027-01-05T00:00:00Z');
    const waits = RETRY_DELAYS_MS.map(
      (_, i) => nextAttemptAt(i + 1, now)!.getTime() - now.getTime(),
    );
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    expect(waits).toEqual([...waits].sort((x, y) => x - y));
    expect(nextAttemptAt(MAX_ATTEMPTS, now)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(7);
  });
});
