import type { HTTPRequest } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import { consolePage } from './support';

// A spinner is a progressbar: a screen reader needs its name (axe `aria-progressbar-name`).
// On a slow machine the axe walk met the console's spinners still turning; here the list's
// answer is held back on purpose, so the loading state is what is checked, in both languages.

const demo = useDemoBrowser();

describe('console spinners', () => {
  for (const [language, name] of [
    ['en', 'Loading'],
    ['ja', '読込中'],
  ] as const) {
    it(`are named while a list loads (${language})`, async () => {
      const page = await consolePage(demo.browser, demo.server, 'sakura', language);
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.setRequestInterception(true);
      page.on('request', (request: HTTPRequest) => {
        if (request.isInterceptResolutionHandled()) return;
        const isList = new URL(request.url()).pathname === '/api/admin/ip-groups';
        void (isList ? held : Promise.resolve()).then(() => request.continue());
      });
      await page.goto(`${demo.server.base}/admin/ip-groups`);
      await page.waitForSelector('[role="progressbar"]');
      const names = await page.$$eval('[role="progressbar"]', (bars) =>
        bars.map((bar) => bar.getAttribute('aria-label') ?? ''),
      );
      release();
      expect(names.length).toBeGreaterThan(0);
      for (const label of names) expect(label).toContain(name);
      await page.browserContext().close();
    });
  }
});
