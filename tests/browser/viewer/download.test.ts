import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../support/demoBrowser';
import {
  adminOf,
  pathOf,
  sakuraReader,
  signIn,
  waitForAccount,
  watchErrors,
} from '../content/support';
import { detailButton } from '../reader/support';
import { attachPdf, bookPdf, pageCanvas } from './support';

const demo = useDemoBrowser();

const downloadButton = {
  ...detailButton('download', 'DOWNLOAD', 'ダウンロード'),
  icon: 'download',
  isShowIcon: true,
};

describe('downloads', () => {
  it("saves a stamped copy from the detail page's DOWNLOAD button (download mode)", async () => {
    const admin = await adminOf(demo.server);
    const current = await admin.call('GET', '/settings/contentDetail');
    const kept = (current.data as { buttons: { id: string }[] }).buttons.filter(
      (button) => button.id !== downloadButton.id,
    );
    await admin.patchSettings('contentDetail', { buttons: [...kept, downloadButton] });
    const context = await demo.browser.createBrowserContext();
    const page = await context.newPage();
    await page.setViewport({ width: 1280, height: 900 });
    const errors = watchErrors(page);
    await page.goto(`${demo.server.base}/sakura/login`);
    await signIn(page, '.hd-login', sakuraReader.email, sakuraReader.password);
    await waitForAccount(page, sakuraReader.fullName);
    await page.goto(`${demo.server.base}/sakura/`);
    const link = await page.waitForSelector(`xpath/.//h3/a[text()="こころ"]`);
    await link!.click();
    await page.waitForSelector('[data-testid="content-detail"]');
    const contentId = (await pathOf(page)).split('/').pop() as string;
    // Every limit named, so a retry starts from the same book whatever the first try left.
    await attachPdf(demo.server, contentId, await bookPdf(2), {
      canDownload: true,
      downloadPageLimit: null,
      printPageLimit: null,
    });
    // Keeps the blob the page hands to its download link, and the link's file name.
    await page.evaluateOnNewDocument(() => {
      const saved = window as unknown as { savedBlob: { blob?: Blob; name?: string } };
      const createObjectURL = URL.createObjectURL.bind(URL);
      URL.createObjectURL = (blob: Blob | MediaSource) => {
        saved.savedBlob = { ...saved.savedBlob, blob: blob as Blob };
        return createObjectURL(blob);
      };
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) saved.savedBlob = { ...saved.savedBlob, name: this.download };
        else click.call(this);
      };
    });
    await page.reload();

    // Download mode: DOWNLOAD replaces VIEW.
    await page.waitForSelector('[data-testid="content-detail"] [data-action="DOWNLOAD"]');
    expect(await page.$('[data-testid="content-detail"] [data-action="VIEW"]')).toBeNull();
    await page.click('[data-testid="content-detail"] [data-action="DOWNLOAD"]');
    // What the reader handed to the browser's download (the saved file's bytes).
    // Stamping runs in a PDF work process: on a loaded machine it takes a while.
    await page.waitForFunction(
      () => (window as unknown as { savedBlob?: { name?: string } }).savedBlob?.name,
      { timeout: 90_000 },
    );
    const saved = await page.evaluate(async () => {
      const { blob, name } = (window as unknown as { savedBlob: { blob: Blob; name: string } })
        .savedBlob;
      const bytes = new Uint8Array(await blob.arrayBuffer());
      return { name, bytes: Array.from(bytes) };
    });
    expect(saved.name).toBe('こころ.pdf');
    const copy = await PDFDocument.load(Uint8Array.from(saved.bytes));
    expect(copy.getPageCount()).toBe(2);
    expect(`${copy.getSubject()} ${copy.getKeywords()}`).toContain(sakuraReader.email);

    // The viewer offers the download too.
    await page.goto(`${demo.server.base}/sakura/view-online/${contentId}`);
    await pageCanvas(page, 1);
    expect(await page.$('[data-testid="viewer-download"]')).not.toBeNull();

    // A download cap of one page: the viewer downloads the page being read, and says so.
    await attachPdf(demo.server, contentId, await bookPdf(3), {
      canDownload: true,
      downloadPageLimit: 1,
      print: 1,
      printPageLimit: 5,
    });
    await page.reload();
    await pageCanvas(page, 1);
    await page.keyboard.press('ArrowRight');
    await pageCanvas(page, 2);
    const label = () => page.$eval('[data-testid="viewer-download"]', (e) => e.textContent);
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="viewer-download"]')?.textContent ===
        '2〜2 ページをダウンロード',
    );
    expect(await label()).toBe('2〜2 ページをダウンロード');
    expect(await page.$eval('[data-testid="viewer-print"]', (e) => e.textContent)).toBe(
      '印刷（今月あと 5 ページ）',
    );
    await page.evaluate(() => {
      (window as unknown as { savedBlob?: unknown }).savedBlob = undefined;
    });
    await page.click('[data-testid="viewer-download"]');
    // Stamping runs in a PDF work process: on a loaded machine it takes a while.
    await page.waitForFunction(
      () => (window as unknown as { savedBlob?: { name?: string } }).savedBlob?.name,
      { timeout: 90_000 },
    );
    const part = await page.evaluate(async () => {
      const { blob } = (window as unknown as { savedBlob: { blob: Blob } }).savedBlob;
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    });
    expect((await PDFDocument.load(Uint8Array.from(part))).getPageCount()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
