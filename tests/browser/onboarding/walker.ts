import type { ElementHandle, Page } from 'puppeteer-core';
import { screenshot } from '../support/chromium';

/** What a person did with their hands, counted by kind. */
export interface ActionCount {
  clicks: number;
  fields: number;
  choices: number;
  files: number;
}

export interface WalkStep {
  name: string;
  actions: number;
  screenshot: string;
}

/** Text as a person reads it: case and runs of spaces do not matter (MUI upper-cases buttons). */
const normalised = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Drives pages the way a first-time admin or reader does: by the words on the screen (button
 * and link texts, field labels, option names), never by typed URLs or CSS selectors of the
 * product's code. Every action is counted, and each step ends with a screenshot.
 */
export class Walker {
  readonly count: ActionCount = { clicks: 0, fields: 0, choices: 0, files: 0 };
  readonly steps: WalkStep[] = [];
  private actionsAtStepStart = 0;

  constructor(private readonly prefix: string) {}

  get total(): number {
    const { clicks, fields, choices, files } = this.count;
    return clicks + fields + choices + files;
  }

  /** Closes a step: its screenshot and the actions it took. */
  async step(page: Page, name: string): Promise<void> {
    const index = String(this.steps.length + 1).padStart(2, '0');
    const path = await screenshot(page, `${this.prefix}-${index}-${name}`);
    this.steps.push({ name, actions: this.total - this.actionsAtStepStart, screenshot: path });
    this.actionsAtStepStart = this.total;
  }

  /** Clicks the visible button, link, tab, menu item or option whose text or label is `text`. */
  async click(page: Page, text: string, within = 'body'): Promise<void> {
    await named(`click "${text}"`, async () => {
      await looksSettled(page);
      await clickWhenSettled(() => visibleByText(page, text, within));
    });
    this.count.clicks += 1;
  }

  /** Follows a link the person was given (a mail's link): one click in their mail program. */
  async follow(page: Page, url: string): Promise<void> {
    await page.goto(url);
    this.count.clicks += 1;
  }

  /** Types `value` into the field labelled `label` (its old text replaced). */
  async fill(page: Page, label: string, value: string): Promise<void> {
    const field = await named(`fill "${label}"`, () => fieldByLabel(page, label));
    await field.click({ count: 3 });
    await field.evaluate((input) => {
      (input as HTMLInputElement).select?.();
    });
    await page.keyboard.press('Backspace');
    await field.type(value);
    this.count.fields += 1;
  }

  /** Opens the select labelled `label` and picks `option`; or ticks the radio/checkbox `label`. */
  async choose(page: Page, label: string, option?: string): Promise<void> {
    await named(`choose "${label}"${option === undefined ? '' : ` → "${option}"`}`, () =>
      this.pick(page, label, option),
    );
    this.count.choices += 1;
  }

  private async pick(page: Page, label: string, option?: string): Promise<void> {
    if (option === undefined) {
      const box = await fieldByLabel(page, label);
      const before = await box.evaluate((input) => (input as HTMLInputElement).checked);
      await box.click();
      // The person sees the tick change before moving on.
      await page.waitForFunction(
        (input, was) => (input as HTMLInputElement).checked !== was,
        { timeout: 5_000 },
        box,
        before,
      );
    } else {
      await clickWhenSettled(() => comboboxByLabel(page, label));
      await clickWhenSettled(() =>
        visibleByText(page, option, '[role="listbox"]', ['[role="option"]']),
      );
      // A multiple select stays open: Escape closes it, as a person would. Either way the
      // menu's invisible backdrop takes clicks until it has faded out: wait for it to go.
      if (await page.$('[role="listbox"]')) await page.keyboard.press('Escape');
      await page.waitForFunction(
        () =>
          !document.querySelector('[role="listbox"]') &&
          [...document.querySelectorAll('.MuiPopover-root')].every(
            (popover) => getComputedStyle(popover).visibility === 'hidden',
          ),
      );
    }
  }

  /** Ticks the checkbox labelled `label` unless the person sees it ticked already. */
  async tick(page: Page, label: string): Promise<void> {
    const box = await fieldByLabel(page, label);
    if (!(await box.evaluate((input) => (input as HTMLInputElement).checked))) {
      await this.choose(page, label);
    }
  }

  /** Picks a file for the file field labelled or captioned `text` (the file dialog's one choice). */
  async upload(page: Page, text: string, file: string): Promise<void> {
    const [chooser] = await Promise.all([
      page.waitForFileChooser({ timeout: 10_000 }),
      visibleByText(page, text).then((target) => target.click()),
    ]);
    await chooser.accept([file]);
    this.count.files += 1;
  }

  /** Waits until the page shows `text` (a person reading the screen before acting). */
  async sees(page: Page, text: string, timeout = 20_000): Promise<void> {
    await named(`see "${text}" on ${page.url()}`, () =>
      page.waitForFunction(
        (wanted) => document.body.innerText.replace(/\s+/g, ' ').toLowerCase().includes(wanted),
        { timeout },
        normalised(text),
      ),
    );
  }
}

/**
 * Runs one action and, when it fails, says which: a bare "Waiting failed: 20000ms exceeded" in
 * CI's log does not tell which of a walk's sixty actions timed out.
 */
async function named<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * A person acts on a page that has stopped moving: the address unchanged for 300 ms (a save's
 * redirect has happened) and no page loader showing. A click sent in the middle of a redirect would
 * be undone by it, which no person's slower hand meets.
 */
async function looksSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const memory = window as unknown as { walkerHref?: string; walkerSince?: number };
      if (memory.walkerHref !== location.href) {
        memory.walkerHref = location.href;
        memory.walkerSince = performance.now();
        return false;
      }
      const isLoading = document.querySelector('.RaLoading-root') !== null;
      return !isLoading && performance.now() - (memory.walkerSince ?? 0) >= 300;
    },
    { timeout: 20_000, polling: 100 },
  );
}

/**
 * Clicks what `find` finds once it has stopped moving and nothing covers it; when React
 * re-renders it away between finding and clicking (the node detached), finds it again, as a
 * person's second look would.
 */
async function clickWhenSettled(find: () => Promise<ElementHandle<Element>>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const target = await find();
      await holdsStill(target);
      await target.click();
      return;
    } catch (error) {
      if (attempt >= 3 || !/detached|not clickable|no node/i.test(String(error))) throw error;
    }
  }
}

/**
 * Waits until `target` is where it was 50 ms ago and, when on screen, its centre hits it (not a
 * snackbar or a backdrop above it). A click lands on coordinates: on a loaded machine a list
 * still laying itself out moves the link away between finding it and clicking, and the click
 * opens whatever moved under the pointer instead (a person's eye follows the link).
 */
async function holdsStill(target: ElementHandle<Element>): Promise<void> {
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const deadline = Date.now() + 5_000;
        let last = '';
        const look = () => {
          const box = element.getBoundingClientRect();
          const where = `${box.x},${box.y},${box.width},${box.height}`;
          const x = box.x + box.width / 2;
          const y = box.y + box.height / 2;
          const isOnScreen = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
          const hit = isOnScreen ? document.elementFromPoint(x, y) : null;
          const isReachable = !isOnScreen || (hit !== null && element.contains(hit));
          // Past the deadline the click goes ahead and reports whatever covers the target.
          if ((where === last && isReachable) || !element.isConnected || Date.now() > deadline)
            return resolve();
          last = where;
          setTimeout(look, 50);
        };
        look();
      }),
  );
}

const clickable = [
  'button',
  'a[href]',
  '[role="button"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="combobox"]',
  'label',
  'summary',
];

/** The first visible element of `kinds` in `within` whose text or aria-label reads `text`. */
async function visibleByText(
  page: Page,
  text: string,
  within = 'body',
  kinds: string[] = clickable,
): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (wanted: string, scope: string, selectors: string[]) => {
      const norm = (value: string) => value.replace(/\s+/g, ' ').trim().toLowerCase();
      const isVisible = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const enabled = (element: Element) =>
        !(element as HTMLButtonElement).disabled &&
        element.getAttribute('aria-disabled') !== 'true';
      // The exact text first; else the shortest text that holds it (a link read out as
      // "To do: Brand …" by a screen reader still shows "Brand …" on screen).
      let nearest: Element | null = null;
      let nearestLength = Infinity;
      for (const root of document.querySelectorAll(scope)) {
        for (const element of root.querySelectorAll(selectors.join(','))) {
          if (!isVisible(element) || !enabled(element)) continue;
          const names = [
            (element as HTMLElement).innerText ?? element.textContent ?? '',
            element.getAttribute('aria-label') ?? '',
          ].map(norm);
          if (names.includes(wanted)) return element;
          // Only for a phrase: a short word would match too much while the page loads.
          const holder = wanted.length > 15 && names.find((name) => name.includes(wanted));
          if (holder && holder.length < nearestLength) {
            nearest = element;
            nearestLength = holder.length;
          }
        }
      }
      return nearest;
    },
    { timeout: 20_000 },
    normalised(text),
    within,
    kinds,
  );
  return handle as ElementHandle<Element>;
}

/** The MUI select (a combobox) whose form label reads `label`. */
const comboboxByLabel = (page: Page, label: string) => controlByLabel(page, label, 'combobox');

/** The input, textarea or select whose label reads `label` (a required field's * ignored). */
const fieldByLabel = (page: Page, label: string) => controlByLabel(page, label, 'field');

/**
 * The first shown control of `kind` named `label`: a field by its own label or aria-label, a
 * combobox (MUI's select and autocomplete) by what labels it or its form control.
 */
async function controlByLabel(
  page: Page,
  label: string,
  kind: 'field' | 'combobox',
): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (wanted: string, isCombobox: boolean) => {
      const norm = (value: string) =>
        value
          .replace(/\s+/g, ' ')
          .replace(/\s*\*$/, '')
          .trim()
          .toLowerCase();
      const selector = isCombobox ? '[role="combobox"]' : 'input, textarea, select';
      for (const element of document.querySelectorAll(selector)) {
        const input = element as HTMLInputElement;
        const names = [...(input.labels ?? [])].map((node) => norm(node.innerText));
        names.push(norm(input.getAttribute('aria-label') ?? ''));
        if (isCombobox) {
          for (const id of (input.getAttribute('aria-labelledby') ?? '').split(' ')) {
            names.push(norm(document.getElementById(id)?.innerText ?? ''));
          }
          const formLabel = input.closest('.MuiFormControl-root')?.querySelector('label');
          if (formLabel) names.push(norm(formLabel.innerText));
        }
        const box = input.getBoundingClientRect();
        const isShown = box.width > 0 && box.height > 0;
        if (names.includes(wanted) && isShown && !input.disabled) return element;
      }
      return null;
    },
    { timeout: 20_000 },
    normalised(label),
    kind === 'combobox',
  );
  return handle as ElementHandle<Element>;
}
