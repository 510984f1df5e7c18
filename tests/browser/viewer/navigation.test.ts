import type { HTTPRequest, Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { watchErrors } from '../content/support';
import { navigableBook, navigablePdf } from '../../support/pdfs';
import { attachPdf, openDetail, pageCanvas, signedInReader } from './support';
import { seriousAxeViolations } from '../support/axe';

/**
 * Finding one's place in a book (issue 32 items 2 and 4): a manual with page labels, an
 * outline and links, read at 1280 px and 375 px; print shows its progress and can be cancelled.
 */
const demo = useDemoBrowser();
const { labels, chapters } = navigableBook;

const field = (viewer: Page) =>
  viewer.$eval('[data-testid="viewer-page"]', (input) => (input as HTMLInputElement).value);

async function waitForLabel(viewer: Page, label: string): Promise<void> {
  await viewer.waitForFunction(
    (wanted) =>
      (document.querySelector('[data-testid="viewer-page"]') as HTMLInputElement).value === wanted,
    { timeout: 10_000 },
    label,
  );
}

/** The physical page scrolled to the top of the pages (where a jump puts its page). */
const pageAtTop = (viewer: Page) =>
  viewer.$eval('[data-testid="viewer-pages"]', (box) => {
    const pages = Array.from(box.querySelectorAll<HTMLElement>('[data-page]'));
    const top = pages.find((page) => Math.abs(page.offsetTop - 8 - box.scrollTop) < 2);
    return top ? Number(top.dataset.page) : null;
  });

async function typePage(viewer: Page, typed: string): Promise<void> {
  await viewer.click('[data-testid="viewer-page"]', { count: 3 });
  await viewer.type('[data-testid="viewer-page"]', typed);
  await viewer.keyboard.press('Enter');
}

async function openBook(title: string, width: number, height: number) {
  const context = await demo.browser.createBrowserContext();
  const page = await signedInReader(demo.server, context, width);
  const [groupId, contentId] = await openDetail(demo.server, page, title);
  // axe is injected as a script; the reader's CSP rightly refuses inline scripts.
  await page.setBypassCSP(true);
  await page.setViewport({ width, height });
  return { context, page, groupId, contentId };
}

/**
 * Holds the server's print authorisation back until `release` (so the wait can be seen);
 * `window.print` only marks the page.
 */
async function holdPrint(viewer: Page) {
  await viewer.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'true');
  });
  let release = () => {};
  await viewer.setRequestInterception(true);
  const hold = (request: HTTPRequest) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/print')) {
      release = () => void request.continue();
    } else void request.continue();
  };
  viewer.on('request', hold);
  return {
    release: () => release(),
    stop: async () => {
      viewer.off('request', hold);
      await viewer.setRequestInterception(false);
    },
  };
}

describe('finding one’s place in a book', () => {
  it('jumps by outline, label and link, opens external links in a new tab, shows its keys and prints with progress (1280 px)', async () => {
    const { context, page: viewer, groupId, contentId } = await openBook('門', 1280, 900);
    const external = `${demo.server.base}/sakura/?from=book`;
    await attachPdf(demo.server, contentId, await navigablePdf(external), { print: 1 });
    const errors = watchErrors(viewer);
    await viewer.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`);
    await pageCanvas(viewer, 1);

    // The page field names the book's own page; the count keeps the physical one.
    await waitForLabel(viewer, 'i');
    // (The demo tenant shows Japanese: "（1 / 10）"; in English "(1 of 10)".)
    expect(await viewer.$eval('[data-testid="viewer-page-count"]', (e) => e.textContent)).toMatch(
      /1 (of|\/) 10/,
    );

    // The outline: three chapters; the last (a named destination) jumps to its page "5".
    await viewer.click('[data-testid="viewer-contents"]');
    await viewer.waitForSelector('[data-testid="viewer-outline"]');
    const entries = await viewer.$$('[data-testid="viewer-outline-entry"]');
    expect(await Promise.all(entries.map((entry) => entry.evaluate((e) => e.textContent)))).toEqual(
      chapters.map(({ title, index }) => `${title}${labels[index]}`),
    );
    await entries[2].click();
    await waitForLabel(viewer, labels[chapters[2].index]);
    expect(await pageAtTop(viewer)).toBe(chapters[2].index + 1);
    await pageCanvas(viewer, chapters[2].index + 1);
    expect(
      await viewer.$eval('[data-testid="viewer-outline"] [aria-current]', (e) => e.textContent),
    ).toContain(chapters[2].title);
    await screenshot(viewer, 'viewer-outline-1280');
    expect(await seriousAxeViolations(viewer)).toEqual([]);

    // A typed label goes to that page of the book (label "2" is the fourth page), as does "ii".
    await typePage(viewer, '2');
    await waitForLabel(viewer, '2');
    expect(await pageAtTop(viewer)).toBe(4);
    await typePage(viewer, 'ii');
    await waitForLabel(viewer, 'ii');
    expect(await pageAtTop(viewer)).toBe(2);

    // The book's page 1 holds an internal link to its page 6 …
    await typePage(viewer, '1');
    await waitForLabel(viewer, '1');
    const internal = await viewer.waitForSelector(
      '[data-page="3"] [data-testid="viewer-link"][data-kind="internal"]',
    );
    // (Focus leaves the page field for the link: leaving it must not jump back to page 1.)
    await internal!.click();
    await waitForLabel(viewer, labels[navigableBook.linkTarget]);
    expect(await pageAtTop(viewer)).toBe(navigableBook.linkTarget + 1);
    await pageCanvas(viewer, navigableBook.linkTarget + 1);
    await screenshot(viewer, 'viewer-link-1280');

    // … and one out of the book: a new tab at its address, with no opener.
    await typePage(viewer, '1');
    await waitForLabel(viewer, '1');
    const link = await viewer.waitForSelector(
      '[data-page="3"] [data-testid="viewer-link"][data-kind="external"]',
    );
    expect(
      await link!.evaluate((a) => [
        a.getAttribute('href'),
        a.getAttribute('target'),
        a.getAttribute('rel'),
      ]),
    ).toEqual([external, '_blank', 'noopener noreferrer']);
    const opened = new Promise<Page | null>((resolve) =>
      context.once('targetcreated', (target) => resolve(target.page())),
    );
    await link!.click();
    const tab = (await opened)!;
    await tab.waitForFunction(() => document.readyState !== 'loading');
    expect(tab.url()).toBe(external);
    expect(await tab.evaluate(() => window.opener === null)).toBe(true);
    await tab.close();

    // The thumbnail strip: every page has its button, only those near the view are drawn;
    // one jumps to its page.
    await viewer.click('[data-testid="viewer-pages-panel"]');
    await viewer.waitForSelector('[data-testid="viewer-thumbnails"] canvas[data-rendered="true"]');
    expect(await viewer.$('[data-testid="viewer-outline"]')).toBeNull();
    const thumbnails = await viewer.$$('[data-testid="viewer-thumbnail"]');
    expect(thumbnails).toHaveLength(10);
    expect((await viewer.$$('[data-testid="viewer-thumbnails"] canvas')).length).toBeLessThan(10);
    await viewer.waitForSelector(
      '[data-testid="viewer-thumbnail"][aria-current="page"] canvas[data-rendered="true"]',
    );
    await pageCanvas(viewer, 3);
    await screenshot(viewer, 'viewer-thumbnails-1280');
    expect(await seriousAxeViolations(viewer)).toEqual([]);
    await thumbnails[5].click();
    await waitForLabel(viewer, labels[5]);
    expect(await pageAtTop(viewer)).toBe(6);
    await viewer.click('[data-testid="viewer-pages-panel"]');
    await viewer.waitForSelector('[data-testid="viewer-thumbnails"]', { hidden: true });

    // ? shows the keys in a dialog; Escape closes it.
    await viewer.click('[data-testid="viewer-page-count"]');
    await viewer.keyboard.press('?');
    await viewer.waitForSelector('[data-testid="viewer-keys"]');
    expect(
      await viewer.evaluate(
        () => document.activeElement?.closest('[data-testid="viewer-keys"]') !== null,
      ),
    ).toBe(true);
    await screenshot(viewer, 'viewer-keys-1280');
    expect(await seriousAxeViolations(viewer)).toEqual([]);
    await viewer.keyboard.press('Escape');
    await viewer.waitForSelector('[data-testid="viewer-keys"]', { hidden: true });

    // Print: the button is busy from the click (the server's authorisation held back here, so
    // the wait can be seen); Cancel ends it and nothing is printed, even once authorised.
    const held = await holdPrint(viewer);
    await viewer.click('[data-testid="viewer-print"]');
    await viewer.waitForSelector('[data-testid="viewer-print-progress"]');
    expect(
      await viewer.$eval('[data-testid="viewer-print"]', (button) => [
        button.getAttribute('aria-busy'),
        (button as HTMLButtonElement).disabled,
      ]),
    ).toEqual(['true', true]);
    expect(await seriousAxeViolations(viewer)).toEqual([]);
    await screenshot(viewer, 'viewer-print-progress-1280');
    await viewer.click('[data-testid="viewer-print-cancel"]');
    await viewer.waitForSelector('[data-testid="viewer-print-progress"]', { hidden: true });
    held.release();
    expect(
      await viewer.$eval('[data-testid="viewer-print"]', (b) => (b as HTMLButtonElement).disabled),
    ).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await viewer.$('body[data-printed]')).toBeNull();
    expect(await viewer.$('[data-testid="print-area"]')).toBeNull();

    // Printing again goes to the end, counting the pages as they are prepared.
    await held.stop();
    await viewer.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progress: string[] }).progress = seen;
      new MutationObserver(() => {
        const status = document.querySelector(
          '[data-testid="viewer-print-progress"] [role="status"]',
        );
        if (status?.textContent && seen.at(-1) !== status.textContent)
          seen.push(status.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await viewer.click('[data-testid="viewer-print"]');
    await viewer.waitForSelector('body[data-printed="true"]', { timeout: 30_000 });
    expect(await viewer.$$('[data-testid="print-area"] img')).toHaveLength(10);
    const progress = await viewer.evaluate(
      () => (window as unknown as { progress: string[] }).progress,
    );
    // "印刷の準備中: 0 / 10 ページ" … "10 / 10" in the demo's Japanese.
    // React may draw two counts as one: the counts only rise, from 0 to 10.
    const counts = progress.map((line) => Number(/(\d+) (of|\/) 10/.exec(line)?.[1]));
    expect(counts[0]).toBe(0);
    expect(counts.at(-1)).toBe(10);
    expect(counts.length).toBeGreaterThan(3);
    expect(counts).toEqual([...counts].sort((x, y) => x - y));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone the outline covers the pages and gives way to the chapter chosen, and print can be cancelled (375 px)', async () => {
    // Another book: the first keeps the reader's position, this one opens at its start.
    const { context, page: viewer, groupId, contentId } = await openBook('羅生門', 375, 740);
    const pdf = await navigablePdf(`${demo.server.base}/sakura/`);
    await attachPdf(demo.server, contentId, pdf, { print: 1 });
    await viewer.goto(`${demo.server.base}/sakura/view-online/${contentId}/${groupId}`);
    await pageCanvas(viewer, 1);
    await waitForLabel(viewer, 'i');
    // On a phone the panels wait in the bar's "more" menu (phone.test.ts).
    await viewer.click('[data-testid="viewer-more"]');
    await viewer.click('[data-testid="viewer-contents"]');
    await viewer.waitForSelector('[data-testid="viewer-outline"]');
    await screenshot(viewer, 'viewer-outline-375');
    expect(await seriousAxeViolations(viewer)).toEqual([]);
    const entries = await viewer.$$('[data-testid="viewer-outline-entry"]');
    await entries[1].click();
    await waitForLabel(viewer, labels[chapters[1].index]);
    await viewer.waitForSelector('[data-testid="viewer-outline"]', { hidden: true });
    expect(await pageAtTop(viewer)).toBe(chapters[1].index + 1);
    expect(await field(viewer)).toBe('1');
    // The internal link works at this size too.
    const internal = await viewer.waitForSelector(
      '[data-page="3"] [data-testid="viewer-link"][data-kind="internal"]',
    );
    await internal!.click();
    await waitForLabel(viewer, labels[navigableBook.linkTarget]);
    await pageCanvas(viewer, navigableBook.linkTarget + 1);
    await screenshot(viewer, 'viewer-link-375');

    // Print's progress shows on a phone too, and Cancel ends it.
    const held = await holdPrint(viewer);
    // Print waits in the "more" menu; the bar, gone after the jump, comes back with focus.
    await viewer.focus('[data-testid="viewer-more"]');
    await viewer.waitForFunction(() => {
      const box = document.querySelector('[data-testid="viewer-more"]')!.getBoundingClientRect();
      return box.top >= 0;
    });
    await viewer.click('[data-testid="viewer-more"]');
    await viewer.click('[data-testid="viewer-print"]');
    await viewer.waitForSelector('[data-testid="viewer-print-progress"]');
    await screenshot(viewer, 'viewer-print-progress-375');
    await viewer.click('[data-testid="viewer-print-cancel"]');
    await viewer.waitForSelector('[data-testid="viewer-print-progress"]', { hidden: true });
    held.release();
    await held.stop();
    expect(await viewer.$('[data-testid="print-area"]')).toBeNull();
    await context.close();
  });
});
