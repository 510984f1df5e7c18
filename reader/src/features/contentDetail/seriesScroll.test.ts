import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, isNearEnd, SERIES_DEBOUNCE_MS } from './seriesScroll';

afterEach(() => vi.useRealTimers());

describe('same-series scroll loading', () => {
  it('triggers within 250 px of the end', () => {
    expect(isNearEnd({ scrollTop: 0, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
    expect(isNearEnd({ scrollTop: 350, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isNearEnd({ scrollTop: 349, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
    expect(isNearEnd({ scrollTop: 0, scrollHeight: 300, clientHeight: 300 })).toBe(true);
  });

  it('runs only the last of a burst of scroll events, 500 ms later', () => {
    vi.useFakeTimers();
    const calls: number[] = [];
    const onScroll = debounce((n: number) => calls.push(n), SERIES_DEBOUNCE_MS);
    onScroll(1);
    vi.advanceTimersByTime(300);
    onScroll(2);
    vi.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([2]);
    onScroll(3);
    onScroll.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual([2]);
  });
});
