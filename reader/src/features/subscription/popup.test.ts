import { describe, expect, it } from 'vitest';
import { cardWidth } from './SubscriptionPopup';

describe('cardWidth (spec 001 §2)', () => {
  it('is 350 px for two plans or fewer, 300 px otherwise', () => {
    expect([1, 2, 3, 7].map(cardWidth)).toEqual([350, 350, 300, 300]);
  });
});
