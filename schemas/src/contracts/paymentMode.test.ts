import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../defaults';
import type { PaymentSettings } from '../../types/index';
import { paymentModeOf } from './paymentMode';

const settings = (changes: Partial<PaymentSettings>) =>
  ({ ...resolveSettings('payment', {}), ...changes }) as PaymentSettings;
const keys = { merchantCcid: 'A100', merchantSecretKey: 'secret' };

describe('paymentModeOf', () => {
  it('is none for a new tenant: the default sells nothing', () => {
    expect(resolveSettings('payment', {}).paymentGateway).toBe('NOT_SET_UP');
    expect(paymentModeOf(settings({}))).toBe('none');
  });

  it('is test for the sandbox and for VeriTrans dummy requests, where no money moves', () => {
    expect(paymentModeOf(settings({ paymentGateway: 'SANDBOX' }))).toBe('test');
    expect(
      paymentModeOf(settings({ paymentGateway: 'VERITRANS', ...keys, isTestMode: true })),
    ).toBe('test');
  });

  it('is live for a card gateway with its keys, and none without them', () => {
    expect(paymentModeOf(settings({ paymentGateway: 'VERITRANS', ...keys }))).toBe('live');
    expect(paymentModeOf(settings({ paymentGateway: 'GMO', ...keys, isTestMode: true }))).toBe(
      'live',
    );
    expect(paymentModeOf(settings({ paymentGateway: 'VERITRANS', merchantCcid: 'A100' }))).toBe(
      'none',
    );
    expect(
      paymentModeOf(settings({ paymentGateway: 'GMO', merchantSecretKey: 'x', isTestMode: true })),
    ).toBe('none');
  });

  it('is live for the services that take the payment on their own pages', () => {
    expect(paymentModeOf(settings({ paymentGateway: 'LEARNING_ID' }))).toBe('live');
    expect(paymentModeOf(settings({ paymentGateway: 'SHOPIFY' }))).toBe('live');
  });
});
