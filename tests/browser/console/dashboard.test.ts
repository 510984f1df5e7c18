import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { UsageEvent } from '../../../server/src/viewer/usage';
import { screenshot } from '../support/chromium';
import { useDemoBrowser } from '../support/demoBrowser';
import { consolePage } from './support';

// Issue 31: the dashboard's figures as cards, bars and lines, at 1440 px, axe-clean. One page
// load of the company admin; the API test (tests/api/dashboard) checks the numbers themselves.

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;
const demo = useDemoBrowser();

/** Two opens of a sakura title this month, so the most read list has a row. */
async function readSomething() {
  const { db, services } = demo.server;
  const sakura = await db('companies').where({ path: 'sakura' }).first('id');
  const content = await db('contents').where({ company_id: sakura.id }).first('id', 'title');
  const reader = await db('users').where({ company_id: sakura.id, role_level: 3 }).first('id');
  for (let i = 0; i < 2; i += 1) {
    await services.viewer.usage.record({
      companyId: String(sakura.id),
      contentId: String(content.id),
      userId: String(reader.id),
      event: UsageEvent.OPEN,
      quantity: 1,
      at: new Date(),
    });
  }
  return String(content.title);
}

describe('the console dashboard', () => {
  it('draws the charts and passes axe-core with no serious or critical violation', async () => {
    const title = await readSomething();
    const page = await consolePage(demo.browser, demo.server, 'sakura');
    await page.waitForSelector('[aria-labelledby="chart-revenue"] svg');
    await page.waitForSelector('[aria-labelledby="chart-subscriptions"] svg');
    // The tenant's own card stays above the figures.
    await page.waitForSelector('[data-testid^="tenant-"]');
    // The setup checklist (issue 31): the test demo sells no plan yet, so it is still shown,
    // each step a link with its state in words (the API test checks the states themselves).
    const steps = await page
      .waitForSelector('[data-testid="setup-checklist"] li[data-step]')
      .then(() =>
        page.$$eval('[data-testid="setup-checklist"] li[data-step]', (items) =>
          items.map((li) => ({
            step: li.getAttribute('data-step'),
            text: li.textContent,
            href: li.querySelector('a')?.getAttribute('href'),
          })),
        ),
      );
    expect(steps).toHaveLength(7);
    expect(steps.find((s) => s.step === 'plan')).toEqual({
      step: 'plan',
      text: 'To do: Publish a first subscription plan',
      href: '/admin/plans/create',
    });
    const texts = await page.$eval('[aria-labelledby="figures-title"]', (el) => el.textContent);
    expect(texts).toContain('Monthly recurring revenue');
    expect(texts).toContain(title);
    const links = await page.$$eval('[aria-labelledby="figure-pastDueReaders"] a', (as) =>
      as.map((a) => (a as HTMLAnchorElement).getAttribute('href')),
    );
    expect(links).toEqual([
      `/admin/subscriptions?filter=${encodeURIComponent('{"status":"PAST_DUE"}')}`,
    ]);
    await screenshot(page, 'console-dashboard');

    await page.evaluate(axeSource);
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
      const result = (await axe.run({ resultTypes: ['violations'] })) as {
        violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
      };
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      }));
    });
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
  });
});
