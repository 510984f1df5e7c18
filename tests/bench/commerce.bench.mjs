// Checkout throughput (issue 11): many readers each register a plan and confirm payment by
// card through the HTTP API of the built server on the sandbox gateway (its tokenisation
// over HTTP too), at a bounded concurrency. Prints orders/s, p50/p99 of one whole checkout
// (token, register, confirm) and errors, with the load average: the machine is shared.
//
// Settings (environment):
//   BENCH_CHECKOUT_ORDERS       orders (one new reader each, made before the clock starts: each costs a password hash and a sign-in; default 300)
//   BENCH_CHECKOUT_CONCURRENCY  checkouts in flight at once (default 50)
//   BENCH_COMMERCE_WORKERS      server processes, WEB_CONCURRENCY (default 1)
import { createHash } from 'node:crypto';
import os from 'node:os';
import { json, sakuraAdminWithPlan } from './commerceSetup.mjs';
import { startHondana } from './lib.mjs';

const orders = Number(process.env.BENCH_CHECKOUT_ORDERS ?? 300);
const concurrency = Number(process.env.BENCH_CHECKOUT_CONCURRENCY ?? 50);
// One process: a second one on the same SQLite file adds no throughput (docs/performance.md).
const workers = process.env.BENCH_COMMERCE_WORKERS ?? '1';
const port = 3931;
const base = `http://127.0.0.1:${port}`;
const TENANT = 'sakura';

/** The demo sakura admin: a plan on offer, and `count` readers made through the admin API. */
async function prepare(count) {
  const { admin, plan } = await sakuraAdminWithPlan(base, 'Bench monthly');
  const readers = [];
  await pool(count, 8, async (i) => {
    const email = `bench${i}@checkout.example`;
    await admin('POST', '/users', {
      username: `bench${i}`,
      email,
      password: 'Reader-pass1',
      fullName: `Bench ${i}`,
    });
    const { answer } = await json('POST', `${base}/api/v1/auth/login?path=${TENANT}`, {
      // The sign-in form sends the password's hex SHA-256 (contracts).
      body: { email, password_hash: createHash('sha256').update('Reader-pass1').digest('hex') },
    });
    readers[i] = answer.data.access_token;
  });
  return { planId: plan.id, readers };
}

/** One reader's checkout, as the order pages make it: token, register, confirm. */
async function checkout(token, planId) {
  const v1 = (path, body) =>
    json('POST', `${base}/api/v1${path}?path=${TENANT}`, {
      headers: { 'x-access-token': token },
      body,
    }).then((r) => r.answer.data);
  const card = await json('POST', `${base}/sandbox-gateway/v1/tokens`, {
    body: { card_number: '4242424242424242', card_expire: '12/34', security_code: '123' },
  });
  const registered = await v1('/subscription-plan/user/register', {
    subscription_plan_id: planId,
  });
  const confirmed = await v1('/veritrans/confirm-order', {
    order_id: registered.order.id,
    token: card.answer.token,
  });
  if (confirmed.result !== 'OK') throw new Error(`confirm answered ${confirmed.result}`);
}

/** Runs `task(i)` for i < count, at most `limit` at once. */
async function pool(count, limit, task) {
  let next = 0;
  const runner = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, runner));
}

const server = await startHondana(port, { env: { WEB_CONCURRENCY: workers, SEED_DEMO: 'true' } });
try {
  const { planId, readers } = await prepare(orders);
  const load = os.loadavg().map((n) => n.toFixed(1));
  const latencies = [];
  const failures = [];
  const started = performance.now();
  await pool(orders, concurrency, async (i) => {
    const at = performance.now();
    try {
      await checkout(readers[i], planId);
      latencies.push(performance.now() - at);
    } catch (err) {
      failures.push(err.message);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  console.log(
    `\ncheckout: ${orders} orders (one reader each), ${concurrency} in flight, ${workers} server ` +
      `process(es), sandbox gateway; load average ${load.join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(
    `checkout (token + register + confirm)  ${(latencies.length / seconds).toFixed(1)} orders/s ` +
      `p50 ${pct(0.5)} ms p99 ${pct(0.99)} ms errors ${failures.length}`,
  );
  if (failures.length) console.log(`first error: ${failures[0]}`);
  process.exitCode = failures.length ? 1 : 0;
} finally {
  await server.stop();
}
