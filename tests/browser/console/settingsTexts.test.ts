import { settingsKinds } from '@hondana/schemas';
import type { Page } from 'puppeteer-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { setFieldValue } from '../support/forms';
import { consolePage, openInApp, settled } from './support';

// Issue 12: a generated settings form must read like a hand-made one, in en and in ja. Every
// kind is opened with its list items expanded, and its visible text is searched for what only
// a developer would understand. Screenshots: tests/artifacts/console-texts-{language}-{kind}.png.

const demo = useDemoBrowser();

/** What must never reach an admin's eyes, each with why. */
const forbidden: [RegExp, string][] = [
  [/\b[a-z][A-Za-z]*-\d+\b/, 'an rjsf item key such as links-1'],
  [/(^|\s)#?\/[A-Za-z]+\/\d+/, 'a JSON pointer'],
  [/\broot_[A-Za-z]/, 'an rjsf field id'],
  [/\b(settings|enums|console|resources|validation)\.[A-Za-z]+\.[A-Za-z.]+/, 'a translation key'],
  [/must match|must be equal|must NOT|should be|Needs at least|Invalid format|schema/i, 'jargon'],
];

/** The visible text of the editor (the preview's iframe is the reader, not the form). */
const formText = (page: Page) => page.$eval('form', (form) => (form as HTMLElement).innerText);

/** Labels of radio buttons, checkboxes and selects: never a bare number. */
const optionLabels = (page: Page) =>
  page.$$eval('form .MuiFormControlLabel-label, form [role="combobox"]', (nodes) =>
    nodes.map((node) => (node as HTMLElement).innerText.trim()).filter(Boolean),
  );

async function expandAll(page: Page) {
  for (let round = 0; round < 3; round++) {
    const closed = await page.$$('form [aria-expanded="false"].MuiAccordionSummary-root');
    if (closed.length === 0) return;
    for (const summary of closed) await summary.evaluate((node) => (node as HTMLElement).click());
  }
}

function problemsIn(text: string): string[] {
  return forbidden
    .map(([pattern, what]) => {
      const match = pattern.exec(text);
      return match ? `${what}: "${match[0]}"` : null;
    })
    .filter((problem): problem is string => problem !== null);
}

/** The form of a settings kind, there once its record is (and with it the Save button). */
async function openKind(page: Page, kind: string) {
  await page.goto(`${demo.server.base}/admin/settings/${kind}`);
  await page.waitForSelector('[data-testid="save-button"]');
}

/** Resource forms judged, with the role that opens each (staff and imports are the tenant's). */
const resourceForms: [who: 'sakura' | 'system', path: string][] = [
  ['system', 'companies/create'],
  ['sakura', 'users/create'],
  ['sakura', 'user-groups/create'],
  ['sakura', 'ip-groups/create'],
  ['sakura', 'content-groups/create'],
  ['sakura', 'plans/create'],
  ['sakura', 'coupons/create'],
  ['sakura', 'discount-ordinals/create'],
  ['sakura', 'contents/create'],
  ['sakura', 'staff/create'],
  ['sakura', 'imports/create'],
];

/** What an admin would not understand in the open form: problems found, empty when none. */
async function judgeForm(page: Page): Promise<string[]> {
  await expandAll(page);
  const problems = problemsIn(await formText(page));
  const bare = (await optionLabels(page)).filter((label) => /^\d+$/.test(label));
  if (bare.length) problems.push(`bare enum values: ${bare.join(', ')}`);
  return problems;
}

describe.each(['en', 'ja'] as const)('console settings texts (%s)', (language) => {
  // One signed-in page per role for the walks; each kind or form is a test of its own, so a
  // slow machine meets a test's time limit per form, not per walk (tests/README.md).
  const pages: Partial<Record<'sakura' | 'system', Page>> = {};
  const pageOf = async (who: 'sakura' | 'system') =>
    (pages[who] ??= await consolePage(demo.browser, demo.server, who, language));
  afterAll(async () => {
    for (const page of Object.values(pages)) await page.browserContext().close();
  });

  it.each(settingsKinds.map(({ kind }) => kind))(
    'shows no internal key, bare enum value or validator jargon on the %s settings',
    async (kind) => {
      const page = await pageOf('sakura');
      // The scan judges all the form shows, pickers' option names too: all loaded first.
      await openInApp(page, `/admin/settings/${kind}`);
      await page.waitForSelector('[data-testid="save-button"]');
      await settled(page);
      expect(await judgeForm(page)).toEqual([]);
      await screenshot(page, `console-texts-${language}-${kind}`);
    },
  );

  it.each(resourceForms)(
    'shows no internal key or bare enum value on the form %s › %s',
    async (who, path) => {
      const page = await pageOf(who);
      // A fresh load: leaving the last form after its refused save would ask to confirm.
      await page.goto(`${demo.server.base}/admin/${path}`);
      // The CSV import is an upload, not a schema form: it has no Save to press.
      await page.waitForSelector('[data-testid="save-button"], main form, main input[type="file"]');
      await settled(page);
      // An empty form's own validation: every message it shows must read plainly too.
      const save = await page.$('[data-testid="save-button"]');
      if (save) await save.click();
      expect(await judgeForm(page)).toEqual([]);
      await screenshot(page, `console-texts-${language}-${path.replace('/', '-')}`);
    },
  );

  it('explains invalid values in plain words, in the console’s language', async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', language, null);
    await openKind(page, 'company');
    await setFieldValue(page, '#root_gtmId', 'not-a-gtm-id');
    await page.click('[data-testid="save-button"]');
    await page.waitForSelector('.Mui-error');
    const text = await formText(page);
    expect(problemsIn(text)).toEqual([]);
    expect(text).toContain(
      language === 'en'
        ? 'Enter a Google Tag Manager id such as GTM-AB12CD3.'
        : 'GTM-AB12CD3 のような Google タグマネージャーの ID を入力してください。',
    );
    await screenshot(page, `console-texts-${language}-company-errors`);
    await page.close();
  });

  it('shows the server’s field error in the console’s language (a blank service name)', async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', language, null);
    await openKind(page, 'company');
    // Blank in both languages (one filled language would be enough).
    await setFieldValue(page, '#root_serviceName_ja', '   ');
    await setFieldValue(page, '#root_serviceName_en', '   ');
    await page.click('[data-testid="save-button"]');
    await page.waitForSelector('.Mui-error');
    expect(await formText(page)).toContain(
      language === 'en' ? 'Enter more than blank spaces.' : '空白だけの入力はできません。',
    );
    await page.close();
  });

  it('shows a provider’s settings only while its sign-in is on', async () => {
    const page = await consolePage(demo.browser, demo.server, 'sakura', language, null);
    await openKind(page, 'company');
    const googleOff = await page.$eval(
      'input[name="root_googleOption"][value="0"]',
      (input) => (input as HTMLInputElement).checked,
    );
    if (googleOff) expect(await page.$('#root_googleClientId')).toBeNull();
    await page.click('input[name="root_googleOption"][value="1"]');
    await page.waitForSelector('#root_googleClientId');
    // An edit: the Save bar, stuck to the window's bottom, says there are unsaved changes.
    await page.waitForSelector('[data-testid="unsaved-changes"]');
    const position = await page.$eval(
      '[data-testid="save-button"]',
      (button) => getComputedStyle(button.parentElement as HTMLElement).position,
    );
    expect(position).toBe('sticky');
    await page.click('input[name="root_googleOption"][value="0"]');
    await page.waitForFunction(() => !document.querySelector('#root_googleClientId'));
    await page.close();
  });
});
