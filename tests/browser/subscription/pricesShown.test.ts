import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, screenshot, type TestBrowser } from '../support/chromium';
import { setFieldValue } from '../support/forms';
import { startDemoServer, type DemoServer } from '../support/server';
import { sakuraAdmin, signIn, waitForAccount } from '../identity/support';

// Issue 30, item 5: for 20 generated plans (price, free days, coupon, discount ordinals), the
// figures the popup, the plan page, the order entry and the confirm page show are the charges
// the sandbox makes: today's at once, each later one when the app's clock reaches its date.
// One server and one browser context for all 20; plans are made through the admin API.

/** Change it to explore other plans; a failure names the seed and the plan to reproduce. */
const SEED = 0x5eed30;
const COUNT = 20;

/** mulberry32: a small seeded generator, so a failing combination comes back on the next run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { int, chance: (p: number) => next() < p };
}

interface Combination {
  index: number;
  price: number;
  discountPrice: number | null;
  duration: number;
  durationType: 'DAY' | 'MONTH' | 'YEAR';
  freeDays: number;
  coupon: number | null;
  ordinals: [number, number][];
}

function combinations(): Combination[] {
  const random = generator(SEED);
  return Array.from({ length: COUNT }, (_, index) => {
    const price = random.chance(0.05) ? 0 : random.int(100, 30_000);
    const unit = random.int(0, 4);
    const ordinals: [number, number][] = [];
    for (const period of [1, 2, 3]) {
      if (random.chance(0.35))
        ordinals.push([period, random.chance(0.1) ? 100 : random.int(1, 99)]);
    }
    return {
      index,
      price,
      discountPrice: price > 1 && random.chance(0.3) ? random.int(0, price - 1) : null,
      duration: unit === 0 ? random.int(7, 60) : unit === 4 ? 1 : random.int(1, 3),
      durationType: unit === 0 ? 'DAY' : unit === 4 ? 'YEAR' : 'MONTH',
      freeDays: random.chance(0.5) ? 0 : random.int(1, 29),
      coupon: random.chance(0.4) ? null : random.chance(0.15) ? 100 : random.int(1, 99),
      ordinals,
    };
  });
}

/**
 * The figures one page shows: today's, and each later step's amount and date as written (with
 * the instant behind the date, which the test moves the app's clock to).
 */
interface Shown {
  today: number;
  steps: { period: number; amount: number; when: string; from: string }[];
}

/** Reads the quote inside `scope` as the reader sees it (its text; the period from the DOM). */
async function shown(page: Page, scope: string): Promise<Shown> {
  return page.$eval(`${scope} .hd-quote`, (quote) => {
    const digits = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));
    const today = quote.querySelector('.hd-quote__today strong')?.textContent;
    return {
      today: digits(today),
      steps: [...quote.querySelectorAll('[data-quote-step]')].map((line) => ({
        period: Number(line.getAttribute('data-quote-step')),
        amount: digits(line.querySelector('dd strong')?.textContent),
        when: line.querySelector('dt')?.textContent ?? '',
        from: line.getAttribute('data-from') ?? '',
      })),
    };
  });
}

/** Moves the reader's router to `path` as a link would, without loading the page again. */
async function goTo(page: Page, path: string) {
  await page.evaluate((next) => {
    window.history.pushState({}, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** What the reader's pages write for a due date (Japanese reader, Japan calendar). */
const dayOf = (iso: string) =>
  new Date(iso).toLocaleDateString('ja-JP', { timeZone: 'Asia/Tokyo' });

/** What the sandbox charged for each period of a subscription (succeeded charges). */
async function chargedByPeriod(subscriptionId: string): Promise<Record<number, number>> {
  const charged: Record<number, number> = {};
  const orders = await server.db('orders').where({ subscription_id: subscriptionId });
  for (const order of orders) {
    const rows = await server
      .db('sandbox_charges')
      .where('order_id', 'like', `${String(order.id)}.%`)
      .where({ status: 'succeeded' });
    if (rows.length) {
      charged[Number(order.period_number)] = rows.reduce((sum, r) => sum + Number(r.amount), 0);
    }
  }
  return charged;
}

let server: DemoServer;
let attempt = 0;
let browser: TestBrowser;
// The app's clock stands still (answers read at one instant compare whole, dates included)
// until the test moves it to the renewals' dates.
let offset = 0;
const frozenAt = Date.now();
const clock = { now: () => new Date(frozenAt + offset) };

beforeAll(async () => {
  server = await startDemoServer({}, { clock });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('every price shown is the price charged (issue 30, item 5)', () => {
  // Twenty plans walked through four pages each, then a year of renewals: a loaded 2-core CI
  // box needs more than the browser project's two minutes (alone it takes about 40 s).
  it(
    `${COUNT} generated plans (seed ${SEED}): popup, plan page, order entry and confirm page against the sandbox's charges`,
    { timeout: 300_000 },
    async () => {
      // A retry runs on the same server: its coupons and reader need names of their own.
      attempt += 1;
      const code = (c: Combination) => `QUOTE${attempt}X${c.index}`;
      const all = combinations();
      const isFreeOrder = (c: Combination) =>
        c.price === 0 ||
        c.discountPrice === 0 ||
        c.coupon === 100 ||
        c.ordinals.some(([period, percent]) => period === 1 && percent === 100);
      // The generator must reach the cases the issue found; another seed may not.
      expect(all.some((c) => c.freeDays > 0 && !isFreeOrder(c))).toBe(true);
      expect(all.some((c) => c.freeDays === 0 && !isFreeOrder(c))).toBe(true);
      expect(all.some(isFreeOrder)).toBe(true);
      expect(all.some((c) => c.ordinals.some(([p, pc]) => p === 1 && pc < 100))).toBe(true);
      expect(all.some((c) => c.ordinals.some(([p]) => p > 1))).toBe(true);
      // ¥0 orders first: the reader has no card yet, and must not be asked for one.
      const ordered = [...all.filter(isFreeOrder), ...all.filter((c) => !isFreeOrder(c))];

      const admin = await sakuraAdmin(server);
      const group = await admin.call('POST', '/content-groups', { name: 'Quote group', type: 1 });
      const book = await admin.call('POST', '/contents', {
        title: 'A title of every plan',
        isPublished: true,
        canView: true,
        groupIds: [group.id],
      });
      const plans = new Map<number, string>();
      for (const c of ordered) {
        const plan = await admin.call('POST', '/plans', {
          name: `Quote ${c.index}`,
          price: c.price,
          discountPrice: c.discountPrice,
          duration: c.duration,
          durationType: c.durationType,
          numberFreeTerm: c.freeDays,
          contentGroupIds: [group.id],
          isPublished: true,
        });
        plans.set(c.index, String(plan.id));
        for (const [ordinal, discountPercent] of c.ordinals) {
          await admin.call('POST', '/discount-ordinals', {
            subscriptionPlanId: plan.id,
            ordinal,
            discountPercent,
          });
        }
        if (c.coupon !== null) {
          await admin.call('POST', '/coupons', {
            code: code(c),
            discountPercent: c.coupon,
            expiryDate: '2099-12-31',
          });
        }
      }
      const reader = { email: `quote${attempt}@example.test`, password: 'Reader-pass1' };
      const username = `quote_reader${attempt}`;
      await admin.call('POST', '/users', { username, fullName: 'Quote Reader', ...reader });

      const page = await (await browser.createBrowserContext()).newPage();
      await page.setViewport({ width: 1280, height: 900 });
      const base = `${server.base}/sakura`;
      await page.goto(`${base}/login`);
      await signIn(page, '.hd-login', reader.email, reader.password);
      await waitForAccount(page, 'Quote Reader');

      // The popup lists all 20 (they open the title's group): read it once, before any is bought.
      await page.goto(`${base}/${String(group.id)}/${String(book.id)}`);
      await page.waitForSelector('[data-testid="content-detail"] [data-action="VIEW"]');
      await page.click('[data-testid="content-detail"] [data-action="VIEW"]');
      await page.waitForFunction(
        (count) => document.querySelectorAll('dialog .hd-plan .hd-quote').length === count,
        {},
        COUNT,
      );
      await screenshot(page, 'quote-popup');
      const popup = new Map<number, Shown>();
      for (const c of ordered) {
        popup.set(c.index, await shown(page, `dialog .hd-plan[data-plan="${plans.get(c.index)}"]`));
      }

      const seen = new Map<number, Shown>();
      for (const c of ordered) {
        const planId = plans.get(c.index) as string;
        const label = `seed ${SEED}, plan ${c.index}: ${JSON.stringify(c)}`;
        await goTo(page, `/sakura/subscription/${planId}`);
        const card = `.hd-order > .hd-plan[data-plan="${planId}"]`;
        await page.waitForSelector(`${card} .hd-quote`);
        const onPlanPage = await shown(page, card);
        expect(onPlanPage, label).toEqual(popup.get(c.index));

        await page.click(`${card} a[href$="/order-entry/${planId}"]`);
        await page.waitForSelector('form.hd-order .hd-quote');
        expect(await shown(page, 'form.hd-order'), label).toEqual(onPlanPage);
        if (c.coupon !== null) {
          // Typed as a reader might, in lower case: the code is the same.
          await setFieldValue(page, '#hd-order-coupon', code(c).toLowerCase());
          await page.click('[data-action="apply-coupon"]');
          await page.waitForSelector(`.hd-quote[data-coupon="${code(c)}"]`);
        }
        const onEntry = await shown(page, 'form.hd-order');
        if (isFreeOrder(c)) {
          // Nothing to pay: no card asked for, the order closes at once.
          expect(onEntry.today, label).toBe(0);
          expect(await page.$('#hd-card-cardNumber'), label).toBeNull();
          expect(await page.$('form.hd-order input[type="checkbox"]'), label).toBeNull();
          if (c === ordered[0]) await screenshot(page, 'quote-entry-nothing-to-pay');
          await page.click('[data-action="order-next"]');
          await page.waitForFunction(() => location.pathname.endsWith('/thank-you'));
          seen.set(c.index, onEntry);
          continue;
        }
        if (await page.$('#hd-card-cardNumber')) {
          await setFieldValue(page, '#hd-card-cardNumber', '4242 4242 4242 4242');
          await setFieldValue(page, '#hd-card-cardExpire', '12/34');
          await setFieldValue(page, '#hd-card-securityCode', '123');
          await setFieldValue(page, '#hd-card-holderName', 'QUOTE READER');
          await setFieldValue(page, '#hd-card-email', reader.email);
        }
        await page.click('[data-action="order-next"]');
        await page.waitForSelector('[data-action="pay"], [data-action="start-free"]');
        const onConfirm = await shown(page, '.hd-order');
        expect(onConfirm, label).toEqual(onEntry);
        // Pay only where something is paid today; a free-days order starts its free period.
        const action = onConfirm.today > 0 ? 'pay' : 'start-free';
        await screenshot(page, `quote-confirm-${action}`);
        expect(onConfirm.today > 0, label).toBe(c.freeDays === 0);
        expect(
          await page.$(`[data-action="${action === 'pay' ? 'start-free' : 'pay'}"]`),
        ).toBeNull();
        await page.click(`[data-action="${action}"]`);
        await page.waitForFunction(() => location.pathname.endsWith('/thank-you'), {
          timeout: 20_000,
        });
        seen.set(c.index, onConfirm);
      }
      await page.browserContext().close();

      // The charges: today's at once; then the clock goes to each date shown, and the renewal
      // job charges what is due (again while it charges: merged steps hold several periods).
      const subscriptions = new Map<number, string>();
      for (const c of ordered) {
        const label = `seed ${SEED}, plan ${c.index}: ${JSON.stringify(c)}`;
        const row = await server
          .db('subscriptions')
          .where({ plan_id: plans.get(c.index) })
          .first();
        subscriptions.set(c.index, String(row.id));
        const today = await chargedByPeriod(String(row.id));
        expect(today, label).toEqual(
          seen.get(c.index)?.today ? { 1: seen.get(c.index)?.today } : {},
        );
      }
      const dates = [...seen.values()].flatMap((figures) => figures.steps.map((s) => s.from));
      for (const date of [...new Set(dates)].sort()) {
        offset = Math.max(offset, Date.parse(date) - frozenAt);
        for (let run = 0; run < 10; run += 1) {
          if ((await server.services.renewals.runDue()).charged === 0) break;
        }
      }

      for (const c of ordered) {
        const label = `seed ${SEED}, plan ${c.index}: ${JSON.stringify(c)}`;
        const figures = seen.get(c.index) as Shown;
        const charged = await chargedByPeriod(subscriptions.get(c.index) as string);
        for (const step of figures.steps) {
          // A ¥0 period closes without a charge.
          expect(charged[step.period] ?? 0, `${label}, period ${step.period}`).toBe(step.amount);
          const order = await server
            .db('orders')
            .where({ subscription_id: subscriptions.get(c.index), period_number: step.period })
            .first('due_at');
          expect(step.when, label).toContain(dayOf(String(order.due_at)));
        }
      }
    },
  );
});
