import { describe, expect, it } from 'vitest';
import { renewalGatewayName } from './renewalGateway';

describe('renewalGatewayName', () => {
  it('charges at the tenant’s gateway when the reader has a card there, or none at all', () => {
    expect(renewalGatewayName('veritrans', ['veritrans'])).toBe('veritrans');
    expect(renewalGatewayName('gmo', [])).toBe('gmo');
    expect(renewalGatewayName('sandbox', ['sandbox'])).toBe('sandbox');
  });

  it('keeps charging the card a reader gave the tenant’s former live gateway', () => {
    expect(renewalGatewayName('gmo', ['veritrans'])).toBe('veritrans');
    expect(renewalGatewayName(null, ['gmo', 'veritrans'])).toBe('gmo');
  });

  it('never charges a test card once the tenant has left test mode', () => {
    expect(renewalGatewayName('veritrans', ['sandbox'])).toBe('veritrans');
    expect(renewalGatewayName(null, ['sandbox'])).toBeNull();
    expect(renewalGatewayName('gmo', ['sandbox', 'veritrans'])).toBe('veritrans');
  });
});
