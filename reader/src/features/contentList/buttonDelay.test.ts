import { describe, expect, it } from 'vitest';
import { createButtonDelay } from './buttonDelay';

describe('button delay (spec §9, default 0)', () => {
  it('with the default 0 every click acts', () => {
    const mayAct = createButtonDelay(0);
    expect([mayAct(1000), mayAct(1000), mayAct(1001)]).toEqual([true, true, true]);
  });

  it('ignores clicks for the delay after an action', () => {
    const mayAct = createButtonDelay(500);
    expect(mayAct(1000)).toBe(true);
    expect(mayAct(1499)).toBe(false);
    expect(mayAct(1500)).toBe(true);
  });
});
