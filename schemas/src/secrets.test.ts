import { describe, expect, it } from 'vitest';
import { mergeSecrets, secretPaths, stripSecrets } from './secrets';

describe('secrets', () => {
  it('lists the writeOnly properties of a kind', () => {
    expect(secretPaths('payment')).toEqual(['merchantSecretKey', 'tokenApiKey', 'sitePassword']);
    expect(secretPaths('company')).toEqual([
      'googleClientSecret',
      'microsoftClientSecret',
      'oidcClientSecret',
      'learningIdClientSecret',
    ]);
    expect(secretPaths('header')).toEqual([]);
  });

  it('strips secrets from a clone', () => {
    const stored = {
      paymentGateway: 'GMO',
      merchantCcid: 'A1',
      merchantSecretKey: 's',
      tokenApiKey: 't',
    };
    expect(stripSecrets('payment', stored)).toEqual({ paymentGateway: 'GMO', merchantCcid: 'A1' });
    expect(stored.merchantSecretKey).toBe('s');
  });

  it('keeps stored secrets that the incoming document omits or blanks', () => {
    const stored = { merchantCcid: 'A1', merchantSecretKey: 'old-key', tokenApiKey: 'old-token' };
    const incoming = { merchantCcid: 'B2', tokenApiKey: '' };
    expect(mergeSecrets('payment', incoming, stored)).toEqual({
      merchantCcid: 'B2',
      merchantSecretKey: 'old-key',
      tokenApiKey: 'old-token',
    });
    expect(incoming).toEqual({ merchantCcid: 'B2', tokenApiKey: '' });
  });

  it('lets a new secret replace the stored one', () => {
    const merged = mergeSecrets('payment', { tokenApiKey: 'new' }, { tokenApiKey: 'old' });
    expect(merged).toEqual({ tokenApiKey: 'new' });
  });

  it('adds nothing when nothing was stored', () => {
    expect(mergeSecrets('company', { serviceName: 'X' }, undefined)).toEqual({ serviceName: 'X' });
  });
});
