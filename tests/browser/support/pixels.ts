import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Frame, Page } from 'puppeteer-core';

/** Share of pixels (0-1) that differ between two screenshots of the same size. */
export function pixelDifference(first: Uint8Array, second: Uint8Array): number {
  const a = PNG.sync.read(Buffer.from(first));
  const b = PNG.sync.read(Buffer.from(second));
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`screenshots differ in size: ${a.width}x${a.height} vs ${b.width}x${b.height}`);
  }
  const changed = pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.1 });
  return changed / (a.width * a.height);
}

/**
 * Makes a page hold still for a screenshot: no animations or carets, web fonts and images
 * loaded; `hide` lists selectors of parts that are allowed to differ (the preview badge).
 */
export async function settle(target: Page | Frame, hide: string[] = []): Promise<void> {
  await target.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}' +
      hide.map((selector) => `${selector}{visibility:hidden!important}`).join(''),
  });
  await target.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map((image) => new Promise((resolve) => image.addEventListener('load', resolve))),
    );
  });
}
