import { describe, expect, it } from 'vitest';
import { withStoredSecrets } from './secretStates';

describe('withStoredSecrets', () => {
  const ui = {
    veritrans: { merchantKey: { 'ui:widget': 'password', 'ui:placeholder': 'Not stored' } },
    gmo: { shopPass: { 'ui:widget': 'password', 'ui:placeholder': 'Not stored' } },
  };

  it('says "stored" on the stored secrets only, keeping their other options', () => {
    const result = withStoredSecrets(ui, ['veritrans.merchantKey'], 'Stored');
    expect(result.veritrans.merchantKey).toEqual({
      'ui:widget': 'password',
      'ui:placeholder': 'Stored',
      'ui:options': { stored: true },
    });
    expect(result.gmo).toEqual(ui.gmo);
    // The generated uiSchema is shared between renders: it is not changed in place.
    expect(ui.veritrans.merchantKey['ui:placeholder']).toBe('Not stored');
  });

  it('adds the nodes a path needs', () => {
    expect(withStoredSecrets({}, ['googleClientSecret'], 'Stored')).toEqual({
      googleClientSecret: { 'ui:placeholder': 'Stored', 'ui:options': { stored: true } },
    });
  });
});
