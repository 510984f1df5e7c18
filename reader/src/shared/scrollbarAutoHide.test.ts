import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLLING_CLASS, startScrollbarAutoHide } from './scrollbarAutoHide';

function fakeDocument() {
  const classes = new Set<string>();
  const listeners: (() => void)[] = [];
  return {
    classes,
    scroll: () => listeners.forEach((listener) => listener()),
    doc: {
      documentElement: {
        classList: {
          add: (name: string) => classes.add(name),
          remove: (name: string) => classes.delete(name),
        },
      },
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: () => listeners.splice(0),
    } as unknown as Document,
  };
}

describe('scrollbar auto-hide (spec §9: 2000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows scrollbars while scrolling and hides them 2000 ms after the last scroll', () => {
    const { doc, classes, scroll } = fakeDocument();
    startScrollbarAutoHide(doc);
    scroll();
    expect(classes.has(SCROLLING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1500);
    scroll();
    vi.advanceTimersByTime(1999);
    expect(classes.has(SCROLLING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(classes.has(SCROLLING_CLASS)).toBe(false);
  });
});
