import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'puppeteer-core';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA: the rules the reader's pages are held to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's violations of `tags` on the page as it stands, one line each naming its first
 * nodes (and a contrast failure's colours). The page must bypass the CSP
 * (`page.setBypassCSP(true)`): axe comes in as a script, which the reader's CSP refuses.
 */
export async function axeViolations(page: Page, tags = WCAG_AA): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const results = (await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run(options: unknown): Promise<unknown> } }).axe.run({
        runOnly: { type: 'tag', values: only },
      }),
    tags,
  )) as AxeResults;
  return results.violations.map(describe);
}

/**
 * axe-core's serious and critical violations of every rule it has (WCAG and its best
 * practices), the bar the reader's screens and the viewer's panels are held to beside
 * `axeViolations`'s full WCAG AA set. Same page requirements.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axeSource });
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run(): Promise<unknown> } }).axe.run(),
  )) as AxeResults;
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(describe);
}

function describe(violation: AxeResults['violations'][number]): string {
  return `${violation.id} (${violation.impact}): ${violation.nodes
    .slice(0, 3)
    .map((node) => `${node.target.join(' ')}${contrastOf(node.any[0]?.data)}`)
    .join(', ')}`;
}

/** "(#fff on #e8769a 2.9)" for a contrast failure, so the failure names the colours. */
function contrastOf(data: unknown): string {
  const colours = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  if (!colours?.fgColor) return '';
  return ` (${colours.fgColor} on ${colours.bgColor} ${colours.contrastRatio})`;
}
