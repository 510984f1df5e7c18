import { describe, expect, it } from 'vitest';
import { listPath } from './listLink';

describe('listPath', () => {
  it('links a list, with its filter as react-admin reads it', () => {
    expect(listPath('/admin', 'plans')).toBe('/admin/plans');
    expect(listPath('/admin', 'subscriptions', { status: 'FREE' })).toBe(
      '/admin/subscriptions?filter=%7B%22status%22%3A%22FREE%22%7D',
    );
  });
});
