import { describe, expect, it } from 'vitest';
import { hasTagManagerStarted, pushPageView, startTagManager } from './tagManager';

function fakeWindow(dataLayer?: Record<string, unknown>[]) {
  const appended: { src: string }[] = [];
  const document = {
    createElement: () => ({ async: false, src: '' }),
    head: { append: (script: { src: string }) => appended.push(script) },
  };
  return { win: { dataLayer, document } as unknown as Window, appended };
}

describe('tag manager', () => {
  it('detects the start event the shell snippet pushed', () => {
    expect(hasTagManagerStarted(undefined)).toBe(false);
    expect(hasTagManagerStarted([{ event: 'gtm.js', 'gtm.start': 1 }])).toBe(true);
  });

  it('starts the container once', () => {
    const { win, appended } = fakeWindow();
    startTagManager('GTM-ABC123', win);
    startTagManager('GTM-ABC123', win);
    expect(appended.map((script) => script.src)).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    ]);
    expect(win.dataLayer?.[0].event).toBe('gtm.js');
  });

  it('ignores an id that is not a GTM container id', () => {
    const { win, appended } = fakeWindow();
    startTagManager('GTM-1"><script>', win);
    expect(appended).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it('pushes page views only into an existing data layer', () => {
    const { win } = fakeWindow();
    pushPageView('/search', 'Search', win);
    expect(win.dataLayer).toBeUndefined();
    win.dataLayer = [];
    pushPageView('/search', 'Search', win);
    expect(win.dataLayer).toEqual([
      { event: 'page_view', page_path: '/search', page_title: 'Search' },
    ]);
  });
});
