import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailTemplates } from '../mail';
import { findProjectRoot } from '../paths';
import { addDays } from '../money';
import { RETRY_AFTER_DAYS, nextRetry } from '../renewals/schedule';
import { jstDay, notificationKinds, yen } from './events';

const dir = join(findProjectRoot(), 'templates', 'mail');
const values = {
  fullName: 'Hana',
  companyName: 'Sakura Library',
  planName: 'Monthly',
  amount: '1,100',
  refundAmount: '500',
  periodNumber: 2,
  periodEnd: '2027/01/31',
  retryDate: '2027/02/01',
  failedAttempts: 2,
  freeUntil: '2027/01/14',
  usageEnd: '2027/01/14',
  isPaymentFailure: 1,
  siteUrl: 'https://books.example/sakura',
  subscriptionId: 'sub-1',
};

describe('notification texts', () => {
  it('has a subject and a text for every kind in ja and en, naming the plan', () => {
    const templates = createMailTemplates(dir);
    for (const kind of notificationKinds) {
      for (const lang of ['ja', 'en'] as const) {
        for (const part of ['subject', 'text']) {
          expect(
            existsSync(join(dir, lang, `${kind}.${part}.hbs`)),
            `${lang}/${kind}.${part}`,
          ).toBe(true);
        }
        const mail = templates.render(kind, lang, values);
        expect(mail.subject).toContain('Monthly');
        expect(mail.text).toContain('Hana');
        expect(mail.text).not.toMatch(/\{\{/);
      }
    }
  });

  it('writes dates on the Japan wall clock and yen with separators', () => {
    expect(jstDay('2027-01-31T15:30:00.000Z')).toBe('2027/02/01');
    expect(jstDay('2027-01-31T14:59:59.000Z')).toBe('2027/01/31');
    expect(yen(1234567)).toBe('1,234,567');
  });
});

describe('retry schedule', () => {
  it('retries 1, 3 and 7 days after the due date, then gives up', () => {
    const due = new Date('2027-01-31T00:00:00.000Z');
    expect(RETRY_AFTER_DAYS).toEqual([1, 3, 7]);
    expect([1, 2, 3].map((n) => nextRetry(due, n))).toEqual([
      addDays(due, 1),
      addDays(due, 3),
      addDays(due, 7),
    ]);
    expect(nextRetry(due, 4)).toBeNull();
  });
});
