import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../../../server/src/paths';
import { createTestApp } from '../../support/app';
import type { TestApp } from '../../support/app';
import { cardToken, createPlan, openOrder, sakuraReader } from '../subscriptions/support';
import { confirmOver } from './support';

/**
 * Issue 11's acceptance: the server is killed (SIGKILL) after the gateway charged the card and
 * before our commit; after a restart, reconciliation leaves exactly one paid order. The server
 * is the real entry point (server/src/main.ts) in a child process on the test's database; the
 * sandbox holds its answer back (SANDBOX_ANSWER_DELAY_MS) so the kill lands in that window.
 */
let t: TestApp;
let dataDir: string;
let server: ChildProcess | null = null;
const port = 3900 + Math.floor(Math.random() * 500);
const baseUrl = `http://127.0.0.1:${port}`;

beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'hondana-reconcile-'));
});
afterAll(async () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await t.destroy();
});

/**
 * The test database as the server's configuration names it: on PostgreSQL the owner migrates
 * and the app's role serves, as in production (docs/operations.md, "Row-level security").
 */
function databaseEnv(): Record<string, string> {
  const connectionOf = (db: Knex) => (db.client.config as Knex.Config).connection;
  if (t.dialect === 'pg') {
    const url = (db: Knex) => (connectionOf(db) as { connectionString: string }).connectionString;
    return { DATABASE_URL: url(t.owner), DATABASE_APP_URL: url(t.db) };
  }
  return { DATABASE_URL: '', SQLITE_FILE: (connectionOf(t.db) as { filename: string }).filename };
}

async function startServer(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: findProjectRoot(),
    env: {
      ...process.env,
      ...databaseEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PASSWORD_LOG_N: '10',
      ...extra,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  await until(async () => {
    if (child.exitCode !== null) throw new Error('the server exited');
    try {
      return (await fetch(`${baseUrl}/healthz`)).ok;
    } catch {
      return false; // not listening yet
    }
  }, 60_000);
  return child;
}

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('killed between the gateway’s success and the local commit', () => {
  it('restarts and reconciles: exactly one charge, one paid order, the reader holds the plan', async () => {
    const plan = await createPlan(t, { price: 1000 });
    const reader = await sakuraReader(t);
    const orderId = await openOrder(reader, plan.id);
    const token = await cardToken(t);
    const key = `${orderId}.1`;
    const charge = () => t.db('sandbox_charges').where({ order_id: key });
    const order = async () => (await t.db('orders').where({ id: orderId }).first()).status;

    const first = await startServer({ SANDBOX_ANSWER_DELAY_MS: '30000' });
    const confirm = confirmOver(baseUrl, reader.token, { order_id: orderId, token }).catch(
      (err: unknown) => err,
    );
    // The gateway has charged the card (its own books say so); our side has not recorded it.
    await until(async () => (await charge()).some((row) => row.status === 'succeeded'), 20_000);
    const exited = once(first, 'exit');
    first.kill('SIGKILL');
    await exited;
    expect(await confirm).toBeInstanceOf(Error); // the reader's request died with the server
    expect(await order()).toBe('PENDING');
    const [open] = await t.db('payments').where({ order_id: orderId });
    expect(open).toMatchObject({ status: 'processing', charge_id: null });

    // Start-up reconciliation asks the gateway by the attempt's key and records the charge.
    await startServer();
    await until(async () => (await order()) === 'PAID', 20_000);
    const charges = await charge();
    expect(charges).toHaveLength(1);
    const payments = await t.db('payments').where({ order_id: orderId });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: 'succeeded',
      charge_id: charges[0].id,
      card_last4: '4242',
    });
    const subs = await t.db('subscriptions').where({ user_id: reader.id });
    expect(subs.map((sub) => [sub.status, Number(sub.periods_billed)])).toEqual([['ACTIVE', 1]]);

    // The reader holds the plan, and the card is kept for renewals.
    const registered = await reader
      .v1('get', '/subscription-plan/user/registered/page')
      .expect(200);
    expect(registered.body.data.content).toHaveLength(1);
    const offered = await reader.v1('get', `/subscription-plan/public/${plan.id}`).expect(200);
    expect(offered.body.data.is_registered).toBe(true);
    expect((await reader.v1('get', '/veritrans/card').expect(200)).body.data.card.last4).toBe(
      '4242',
    );
    // The reader's page confirms again after the failure: the paid order, no second charge.
    const again = await confirmOver(baseUrl, reader.token, { order_id: orderId, token });
    expect(again.body).toMatchObject({ data: { result: 'OK', order: { status: 'PAID' } } });
    expect(await charge()).toHaveLength(1);
    expect(await t.db('sandbox_charges')).toHaveLength(1);
  }, 150_000);
});
