// A table has one owner (docs/decisions.md, "One owner"): the rows of a subscription, its orders
// and its payments are written only by the modules that hold their rules, so a status cannot
// change behind them (the cancelled-account and 3-D Secure renewal bugs of issue 30 lived in
// such seams); so are accounts (issue 33). Any module may read them. TABLE_OWNERS_ROOT points the check at another tree,
// e.g. a worktree.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverSrc = resolve(
  process.env.TABLE_OWNERS_ROOT ?? join(import.meta.dirname, '..', '..', 'server', 'src'),
);

/** Each guarded table and the files (or folders, ending in /) allowed to write it. */
const OWNERS: Record<string, string[]> = {
  subscriptions: ['subscriptions/lifecycle.ts'],
  // A subscription's orders: its periods, its upgrades (opened, re-priced, expired).
  orders: [
    'subscriptions/lifecycle.ts',
    'subscriptions/periodOrders.ts',
    'subscriptions/changeOrders.ts',
    'subscriptions/upgradeExpiry.ts',
  ],
  payments: ['orders/'],
  payment_cards: ['orders/'],
  refunds: ['orders/refunds.ts'],
  // Every account (readers, staff, IP groups' and devices' accounts) and its identities: one
  // writer, so blocking an account ends its sessions wherever it happens.
  users: ['users/writes.ts'],
  user_identities: ['users/writes.ts'],
};

const WRITE = /\.(insert|update|delete|del|increment|decrement|upsert|merge)\(/;

/** Every write to a guarded table in `source`: [table, line] pairs. */
export function writesIn(source: string): [table: string, line: number][] {
  const found: [string, number][] = [];
  const call = /\b\w+\(\s*'(\w+)(?: as \w+)?'\s*\)/g;
  for (let match = call.exec(source); match; match = call.exec(source)) {
    const table = match[1] as string;
    if (!(table in OWNERS)) continue;
    // The statement the table starts: up to its end (a `;`, or a closing paren of a callback).
    const rest = source.slice(match.index);
    const end = rest.search(/;|\n\s*\}\)?,?\n/);
    if (WRITE.test(end < 0 ? rest : rest.slice(0, end))) {
      found.push([table, source.slice(0, match.index).split('\n').length]);
    }
  }
  const raw = /\b(?:insert\s+into|update|delete\s+from)\s+(\w+)\b/gi;
  for (let match = raw.exec(source); match; match = raw.exec(source)) {
    const table = (match[1] as string).toLowerCase();
    if (table in OWNERS) found.push([table, source.slice(0, match.index).split('\n').length]);
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const isOwner = (file: string, table: string) =>
  (OWNERS[table] ?? []).some((owner) =>
    owner.endsWith('/') ? file.startsWith(owner) : file === owner,
  );

describe('table owners', () => {
  it(`subscriptions, orders, payments, cards, refunds and users are written only by their owners (${serverSrc})`, () => {
    const strangers: string[] = [];
    for (const path of sourceFiles(serverSrc)) {
      const file = relative(serverSrc, path);
      for (const [table, line] of writesIn(readFileSync(path, 'utf8'))) {
        if (!isOwner(file, table)) strangers.push(`${file}:${line} writes ${table}`);
      }
    }
    expect(strangers).toEqual([]);
  });

  it('sees a write however it is spelled, and no read', () => {
    const source = [
      "await trx('subscriptions').where({ id }).update({ status: 'ACTIVE' });",
      "await db('orders as o')",
      "  .where('o.id', id)",
      '  .delete();',
      "await db('payments').where({ id }).first();",
      "await db.raw('update refunds set status = ?', ['x']);",
      "const rows = await db('subscriptions').whereIn('status', ['ACTIVE']).select('id');",
      "await db('user_identities')",
      '  .insert(row)',
      "  .onConflict(['company_id', 'provider', 'subject'])",
      '  .ignore();',
      "const user = await db('users as u').where({ id }).first('u.id');",
      "for (const chunk of chunks) await trx('users').insert(chunk);",
    ].join('\n');
    expect(writesIn(source)).toEqual([
      ['subscriptions', 1],
      ['orders', 2],
      ['user_identities', 8],
      ['users', 13],
      ['refunds', 6],
    ]);
  });
});
