// Renewal-job throughput (issue 11): subscriptions all due on one day, renewed by the built
// server's own scheduled job (it queues a run at start-up) with stored sandbox cards, as in
// production. Prints renewals per second, time to finish, peak RSS, and an exactly-once check
// (one order and at most one successful charge per subscription and period, in our tables and
// in the sandbox gateway's; a second run the same day charges nothing), next to a baseline
// of a tenth as many in the same run, and a run whose gateway answers after 200 ms (a remote
// gateway's round trip; the sandbox holds its answers back).
//
// Seeding: two readers buy a monthly plan through the HTTP API (a good card, and the sandbox's
// "fails on renewal" card, one in ten subscriptions); their rows are then copied in SQL, each
// copy with its own reader, stored card and subscription.
//
// Settings (environment): BENCH_RENEWALS (default 100000).
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { json, sakuraAdminWithPlan } from './commerceSetup.mjs';
import { memoryOf, startHondana } from './lib.mjs';

const count = Number(process.env.BENCH_RENEWALS ?? 100_000);
const port = 3933;
const base = `http://127.0.0.1:${port}`;
const TENANT = 'sakura';
const FAILING_SHARE = 10;

/** Two real purchases: the template subscriptions (good card, fails on renewal). */
async function templatePurchases() {
  const { admin, plan } = await sakuraAdminWithPlan(base, 'Bench renewals');
  const users = [];
  for (const [name, card] of [
    ['good', '4242424242424242'],
    ['failing', '4000000000000341'],
  ]) {
    const email = `renew-${name}@bench.example`;
    const user = await admin('POST', '/users', {
      username: `renew-${name}`,
      email,
      password: 'Reader-pass1',
      fullName: `Renew ${name}`,
    });
    const { answer } = await json('POST', `${base}/api/v1/auth/login?path=${TENANT}`, {
      body: { email, password_hash: createHash('sha256').update('Reader-pass1').digest('hex') },
    });
    const v1 = (path, body) =>
      json('POST', `${base}/api/v1${path}?path=${TENANT}`, {
        headers: { 'x-access-token': answer.data.access_token },
        body,
      }).then((r) => r.answer.data);
    const token = await json('POST', `${base}/sandbox-gateway/v1/tokens`, {
      body: { card_number: card, card_expire: '12/34', security_code: '123' },
    });
    const registered = await v1('/subscription-plan/user/register', {
      subscription_plan_id: plan.id,
    });
    await v1('/veritrans/confirm-order', {
      order_id: registered.order.id,
      token: token.answer.token,
    });
    users.push(String(user.id));
  }
  return users;
}

/** Copies each template's reader, stored card and subscription until there are `total`. */
function cloneSubscriptions(db, templates, total) {
  const columns = (table) => db.pragma(`table_info(${table})`).map((c) => c.name);
  const inserter = (table) => {
    const names = columns(table);
    const statement = db.prepare(
      `insert into ${table} (${names.join(', ')}) values (${names.map((n) => '@' + n).join(', ')})`,
    );
    return (row) => statement.run(Object.fromEntries(names.map((n) => [n, row[n] ?? null])));
  };
  const insert = {
    users: inserter('users'),
    payment_cards: inserter('payment_cards'),
    sandbox_cards: inserter('sandbox_cards'),
    subscriptions: inserter('subscriptions'),
  };
  const template = templates.map((userId) => {
    const user = db.prepare('select * from users where id = ?').get(userId);
    const card = db.prepare('select * from payment_cards where user_id = ?').get(userId);
    const sandboxCard = db.prepare('select * from sandbox_cards where id = ?').get(card.card_id);
    const subscription = db.prepare('select * from subscriptions where user_id = ?').get(userId);
    return { user, card, sandboxCard, subscription };
  });
  db.transaction(() => {
    for (let i = templates.length; i < total; i += 1) {
      const t = template[i % FAILING_SHARE === 0 ? 1 : 0];
      const userId = randomUUID();
      const cardId = `card_${randomUUID()}`;
      insert.users({
        ...t.user,
        id: userId,
        email: `renew${i}@bench.example`,
        username: `renew${i}`,
      });
      insert.sandbox_cards({ ...t.sandboxCard, id: cardId, customer_id: `cus_${userId}` });
      insert.payment_cards({
        ...t.card,
        id: randomUUID(),
        user_id: userId,
        card_id: cardId,
        customer_id: `cus_${userId}`,
      });
      insert.subscriptions({
        ...t.subscription,
        id: randomUUID(),
        user_id: userId,
        // One open subscription per reader and plan (lifecycle.ts).
        open_key: `${userId}:${t.subscription.plan_id}`,
      });
    }
  })();
  // All due now, on the same day.
  const due = new Date(Date.now() - 60_000).toISOString();
  db.prepare('update subscriptions set period_end = ?, retry_at = null').run(due);
}

/** A database with `total` subscriptions due, made by a server of its own. */
async function seed(total, dir) {
  const server = await startHondana(port, { env: { SEED_DEMO: 'true' } });
  try {
    const templates = await templatePurchases();
    const db = new Database(server.database, { timeout: 10_000 });
    cloneSubscriptions(db, templates, total);
    const file = join(dir, `renewals-${total}.sqlite`);
    db.prepare('vacuum into ?').run(file);
    db.close();
    return file;
  } finally {
    await server.stop();
  }
}

const renewalJobs = (db) =>
  db
    .prepare("select status, count(*) as n from jobs where type = 'subscriptions.renew' group by 1")
    .all();
const isRunDone = (db) =>
  renewalJobs(db).some((row) => row.status === 'done') &&
  !renewalJobs(db).some((row) => row.status === 'queued' || row.status === 'running');

/** Starts a server on `file`: its start-up queues a renewal run; waits until it is done. */
async function runJob(file, env = {}) {
  const server = await startHondana(port, { database: file, env });
  const started = performance.now();
  let peakRss = 0;
  const db = new Database(server.database, { readonly: true, timeout: 10_000 });
  try {
    for (;;) {
      const rss = Object.values(memoryOf(server.pid)).reduce((sum, m) => sum + m.rss, 0);
      peakRss = Math.max(peakRss, rss);
      if (isRunDone(db)) break;
      if (performance.now() - started > 3_600_000) throw new Error('the run took over an hour');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const seconds = (performance.now() - started) / 1000;
    const snapshot = join(file.replace(/\.sqlite$/, '-after.sqlite'));
    rmSync(snapshot, { force: true });
    db.close();
    const writable = new Database(server.database, { timeout: 10_000 });
    writable.prepare('vacuum into ?').run(snapshot);
    writable.close();
    return { seconds, peakRss, snapshot };
  } finally {
    if (db.open) db.close();
    await server.stop();
  }
}

/** Orders, charges and outcomes of period 2 (the renewal), from both sides of the gateway. */
function tally(file) {
  const db = new Database(file, { readonly: true });
  const one = (sql) => Object.values(db.prepare(sql).get())[0];
  const result = {
    subscriptions: one('select count(*) from subscriptions'),
    orders: one('select count(*) from orders where period_number = 2'),
    doubleOrders: one(
      'select count(*) from (select subscription_id from orders where period_number = 2 group by 1 having count(*) > 1)',
    ),
    paid: one("select count(*) from orders where period_number = 2 and status = 'PAID'"),
    pastDue: one("select count(*) from subscriptions where status = 'PAST_DUE'"),
    doubleCharges: one(
      "select count(*) from (select order_id from payments where status = 'succeeded' group by 1 having count(*) > 1)",
    ),
    gatewayCharges: one("select count(*) from sandbox_charges where status = 'succeeded'"),
  };
  db.close();
  return result;
}

async function measure(total, dir, { gatewayMs = 0 } = {}) {
  const file = await seed(total, dir);
  // The sandbox holds each answer back as a remote gateway's round trip would.
  const env = { SANDBOX_ANSWER_DELAY_MS: String(gatewayMs) };
  const first = await runJob(file, env);
  const after = tally(first.snapshot);
  // The same day again: nothing is due, nothing may be charged.
  const second = await runJob(first.snapshot, env);
  const again = tally(second.snapshot);
  return { total, gatewayMs, ...first, after, again };
}

const dir = mkdtempSync(join(os.tmpdir(), 'hondana-renewals-'));
try {
  const load = os.loadavg().map((n) => n.toFixed(1));
  const rows = [
    await measure(Math.round(count / 10), dir),
    await measure(count, dir),
    await measure(Math.min(2000, count), dir, { gatewayMs: 200 }),
  ];
  console.log(
    `\nrenewal job: subscriptions due on one day (1 in ${FAILING_SHARE} on the sandbox's ` +
      `"fails on renewal" card), one server process, SQLite; load average ${load.join(' ')} ` +
      `on ${os.cpus().length} CPUs`,
  );
  console.log(
    'due / gateway answer  renewals/s   seconds  peak RSS MB  orders  paid  past due  ' +
      'double orders/charges  gateway charges  second run: new orders/charges',
  );
  let isExactlyOnce = true;
  for (const row of rows) {
    const { after, again } = row;
    const charges = after.gatewayCharges - 2;
    // Every subscription gets one order; the good ones one charge at the gateway and in ours.
    const ok =
      after.orders === row.total &&
      after.doubleOrders === 0 &&
      after.doubleCharges === 0 &&
      charges === after.paid &&
      after.paid + after.pastDue === row.total &&
      again.orders === after.orders &&
      again.gatewayCharges === after.gatewayCharges;
    isExactlyOnce &&= ok;
    console.log(
      `${`${row.total} / ${row.gatewayMs} ms`.padEnd(20)} ${(row.total / row.seconds).toFixed(0).padStart(11)} ` +
        `${row.seconds.toFixed(1).padStart(9)} ${row.peakRss.toFixed(0).padStart(12)} ` +
        `${String(after.orders).padStart(7)} ${String(after.paid).padStart(5)} ` +
        `${String(after.pastDue).padStart(9)}  ${`${after.doubleOrders}/${after.doubleCharges}`.padStart(21)}  ` +
        `${String(charges).padStart(15)}  ` +
        `${`${again.orders - after.orders}/${again.gatewayCharges - after.gatewayCharges}`.padStart(30)}`,
    );
  }
  const [small, large] = rows;
  console.log(
    `ratio: ${(large.total / small.total).toFixed(0)}x the subscriptions took ` +
      `${(large.seconds / small.seconds).toFixed(1)}x the time; exactly once: ${isExactlyOnce ? 'yes' : 'NO'}`,
  );
  process.exitCode = isExactlyOnce ? 0 : 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
