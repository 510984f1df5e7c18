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
 * Where two screenshots of the same size differ: the box around every differing pixel, for a
 * failed comparison's message (CI's log is all a failure leaves behind).
 */
export function differenceBox(first: Uint8Array, second: Uint8Array): string {
  const a = PNG.sync.read(Buffer.from(first));
  const b = PNG.sync.read(Buffer.from(second));
  const diff = new PNG({ width: a.width, height: a.height });
  pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: 0.1, diffMask: true });
  let [left, top, right, bottom] = [a.width, a.height, -1, -1];
  for (let y = 0; y < a.height; y += 1) {
    for (let x = 0; x < a.width; x += 1) {
      // pixelmatch paints a differing pixel opaque in the mask, leaves the others transparent.
      if (diff.data[(y * a.width + x) * 4 + 3] === 0) continue;
      [left, top, right, bottom] = [
        Math.min(left, x),
        Math.min(top, y),
        Math.max(right, x),
        Math.max(bottom, y),
      ];
    }
  }
  return right < 0 ? 'nowhere' : `x ${left}-${right}, y ${top}-${bottom} of ${a.width}x${a.height}`;
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
