import { createRequire } from 'node:module';
import type { Page } from 'puppeteer-core';
import { describe, expect, it } from 'vitest';
import { useDemoBrowser } from '../../support/demoBrowser';
import { apiFrom, consolePage, menuPaths, openInApp } from '../support';

// Issue 12: every console page passes axe-core with no serious or critical violation. Each
// role and language walks the menu: every list, its create form, the edit form of its first
// record, every settings kind and the dashboard (the system admin: its own pages only). The preview iframe is the reader, not the
// console, and is left to the reader's own checks. One file per role and language (about 45
// pages each), so the two browser workers share the walk (tests/README.md).

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface Finding {
  page: string;
  rule: string;
  impact: string;
  targets: string[];
}

export async function audit(page: Page, path: string): Promise<Finding[]> {
  await openInApp(page, path);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run({ exclude: [['iframe']] }, { resultTypes: ['violations'] })) as {
      violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
    };
    return result.violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ page: path, ...v }));
}

/** Findings by rule and element, each with the pages it was seen on (short enough to read). */
function summary(findings: Finding[]): Record<string, string[]> {
  const byRule: Record<string, Set<string>> = {};
  for (const { rule, impact, targets, page } of findings) {
    for (const target of targets) {
      (byRule[`${impact} ${rule}: ${target}`] ??= new Set()).add(page);
    }
  }
  return Object.fromEntries(
    Object.entries(byRule).map(([key, pages]) => [key, [...pages].slice(0, 4)]),
  );
}

/**
 * The pages a system admin sees differently from a company admin: companies, staff (other
 * roles to give) and the dashboard (every tenant). Its tenant pages are the company admin's
 * screens with the tenant chosen in the bar (which every page here shows too), walked by the
 * sakura files: walking them twice cost about four minutes of a run's browser time.
 */
const systemOwnPage = /^\/admin\/($|companies|staff)/;

/** Every page the signed-in admin's menu leads to, with create and edit forms. */
async function consolePaths(page: Page): Promise<string[]> {
  const menu = [...new Set(await menuPaths(page))];
  const paths: string[] = [];
  for (const path of menu) {
    paths.push(path);
    const resource = path.replace('/admin/', '');
    if (!resource || resource.startsWith('settings/')) continue;
    paths.push(`${path}/create`);
    const first = await apiFrom(page, `/api/admin/${resource}?range=[0,0]`);
    const [record] = first.status === 200 ? (JSON.parse(first.body) as { id: string }[]) : [];
    if (record?.id) paths.push(`${path}/${encodeURIComponent(record.id)}`);
  }
  return paths;
}

/** The walk for one role and language, on a demo server and browser context of its own. */
export function describeConsoleAudit(who: 'system' | 'sakura', language: 'en' | 'ja') {
  const demo = useDemoBrowser();
  describe(`axe-core on the console (${who} admin, ${language})`, () => {
    // About 45 pages per run; a loaded CI box needs more than the default two minutes.
    it('finds no serious or critical violation on any page', { timeout: 300_000 }, async () => {
      const page = await consolePage(demo.browser, demo.server, who, language);
      // Leaving an edited form asks first (beforeunload): consolePage leaves.
      if (who === 'system') {
        // The system admin works on Sakura, so tenant pages show its data.
        const sakura = JSON.parse((await apiFrom(page, '/api/admin/companies')).body).find(
          (c: { path: string | null }) => c.path === 'sakura',
        );
        await page.evaluate(
          (id) => localStorage.setItem('hondana.console.companyId', id),
          sakura.id,
        );
        await page.reload();
      }
      const paths = (await consolePaths(page)).filter(
        (path) => who !== 'system' || systemOwnPage.test(path),
      );
      const findings: Finding[] = [];
      for (const path of paths) findings.push(...(await audit(page, path)));
      expect(paths.length).toBeGreaterThan(who === 'system' ? 4 : 20);
      expect(summary(findings)).toEqual({});
      await page.browserContext().close();
    });
  });
}
