import type { ElementHandle, Frame, Page } from 'puppeteer-core';

/**
 * Sets a React-controlled input's value the way a user's edit would arrive (native setter +
 * input/change events). Colour inputs cannot be typed into, so every field goes this way.
 */
export async function setFieldValue(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector);
  await page.$eval(
    selector,
    (element, next) => {
      const input = element as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
      const prototype = Object.getPrototypeOf(input) as object;
      const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
      setter?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
      input.dispatchEvent(new FocusEvent('blur', { bubbles: true }));
    },
    value,
  );
}

/** The computed background colour of the first element matching `selector`. */
export async function backgroundOf(target: Page | Frame, selector: string): Promise<string> {
  await target.waitForSelector(selector);
  return target.$eval(selector, (element) => getComputedStyle(element).backgroundColor);
}

/** The preview iframe once its ready handshake with the console is done. */
export async function previewFrame(page: Page): Promise<Frame> {
  const handle = (await page.waitForSelector('[data-testid="preview-frame"][data-ready="true"]', {
    timeout: 30_000,
  })) as ElementHandle<HTMLIFrameElement>;
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('preview iframe has no frame');
  return frame;
}

/** `#rrggbb` → `rgb(r, g, b)` as getComputedStyle reports it. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
