// What a reader on a slow CPU receives (issues 14 and 32): Largest Contentful Paint in Debian's
// Chromium with 4x CPU throttling on localhost, and the JavaScript bytes that crossed the wire
// before it, for both demo tenants' home, a search result page and a content detail page, on a
// phone (375 px, phone user agent) and a desktop (1280 px). Every load is a first visit (a
// fresh browser context: empty cache). Median of 5 per page. Beside each page, as its baseline
// in the same run: the same page with its scripts refused (the server's first paint alone), the
// floor that no script work can go under on this machine.
// Goal (a ratio, since absolute times measure the machine): LCP at most 1.1x that floor on
// every page at both widths, under 120 KB of JavaScript on the wire before it.
//
// Settings (environment): BENCH_PAINT_RUNS (loads per page, default 5), BENCH_PAINT_ONLY (run
// only the pages whose name contains it, e.g. "sakura home"), CHROMIUM_PATH.
import { createHash } from 'node:crypto';
import puppeteer from 'puppeteer-core';
import { startHondana } from './lib.mjs';

const port = 3941;
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/156.0.0.0 Mobile Safari/537.36';
const runs = Number(process.env.BENCH_PAINT_RUNS ?? 5);
const base = `http://127.0.0.1:${port}`;

/**
 * The demo tenants as their readers reach them: Sakura by path, anonymously (its catalogue is
 * public); Aozora by its own host name (Chromium resolves *.localhost to this machine) and
 * signed in as its demo reader, since its catalogue is for members only.
 */
const tenants = [
  { name: 'sakura', origin: base, prefix: '/sakura', query: 'path=sakura' },
  {
    name: 'aozora',
    origin: `http://aozora.localhost:${port}`,
    prefix: '',
    query: 'domain=aozora.localhost',
    reader: { email: 'reader@aozora.example', password: 'aozora-reader' },
  },
];

/** The reader's session cookie for `tenant`, signed in through the reader's API. */
async function sessionCookie(tenant) {
  if (!tenant.reader) return null;
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: new URL(tenant.origin).host },
    body: JSON.stringify({
      email: tenant.reader.email,
      password_hash: createHash('sha256').update(tenant.reader.password).digest('hex'),
      keep_login: true,
      login_type: 'email',
      domain: new URL(tenant.origin).hostname,
    }),
  });
  const cookie = res.headers.get('set-cookie');
  if (!res.ok || !cookie) throw new Error(`signing in to ${tenant.name} failed (${res.status})`);
  const [pair] = cookie.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

/** A content id of the tenant, from the group list its reader sees (the detail's subject). */
async function someContentId(tenant, cookie) {
  const list = cookie ? 'content-group-list' : 'public/list';
  const res = await fetch(`${base}/api/v1/content-group/${list}?${tenant.query}`, {
    headers: {
      host: new URL(tenant.origin).host,
      ...(cookie ? { cookie: `${cookie.name}=${cookie.value}` } : {}),
    },
  });
  if (!res.ok) return null;
  const groups = (await res.json()).data ?? [];
  return groups.flatMap((group) => group.contents ?? [])[0]?.id ?? null;
}

/**
 * One cold load of `url`: its LCP (ms) and the JavaScript transferred before it (bytes).
 * `scriptless`: the same page with every script refused, the HTML and CSS alone: the floor no
 * script work can beat on this machine, measured beside each page as its baseline.
 */
async function load(browser, url, cookie, { scriptless = false, width = 375 } = {}) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (scriptless) {
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.resourceType() === 'script') void request.abort();
        else void request.continue();
      });
    }
    if (cookie) {
      await page.setCookie({ ...cookie, url });
      // The reader restores a cookie session only where it marked one (features/session/
      // localData.ts), keyed by the tenant's path or else its domain.
      await page.evaluateOnNewDocument(
        (keys) => {
          for (const key of keys) localStorage.setItem(`hd.session.${key}`, '1');
        },
        [new URL(url).hostname, new URL(url).hostname.split('.')[0]],
      );
    }
    const isPhone = width < 600;
    await page.setViewport(
      isPhone
        ? { width, height: 812, deviceScaleFactor: 2, isMobile: true }
        : { width, height: 800, deviceScaleFactor: 1 },
    );
    const cdp = await page.createCDPSession();
    // A phone says it is one: the server renders the first paint in the phone layout for it.
    if (isPhone) await cdp.send('Emulation.setUserAgentOverride', { userAgent: PHONE_AGENT });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      globalThis.__lcp = 0;
      globalThis.__lcpElement = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          globalThis.__lcp = entry.startTime;
          // What the largest element was: the thing to make paint sooner.
          const el = entry.element;
          globalThis.__lcpElement = el
            ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}`
            : '(removed)';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 60_000 });
    // LCP candidates stop with the first input or when the page settles; give late ones a beat.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return await page.evaluate(() => {
      const lcp = globalThis.__lcp;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name))
        .filter((r) => r.responseEnd <= lcp);
      return {
        lcp,
        element: globalThis.__lcpElement,
        jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
      };
    });
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const server = await startHondana(port);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const rows = [];
try {
  const pages = [];
  for (const tenant of tenants) {
    const cookie = await sessionCookie(tenant);
    const at = (path) => `${tenant.origin}${tenant.prefix}${path}`;
    pages.push({ name: `${tenant.name} home`, url: at('/'), cookie });
    pages.push({ name: `${tenant.name} search results`, url: at('/search'), cookie });
    const contentId = await someContentId(tenant, cookie);
    if (!contentId) throw new Error(`${tenant.name} shows no content to open`);
    pages.push({ name: `${tenant.name} detail`, url: at(`/search/${contentId}`), cookie });
  }
  console.log(`\nreader paint: Chromium, 4x CPU throttling, cold cache, median of ${runs}`);
  console.log(
    `${'page'.padEnd(32)} ${'LCP ms'.padStart(7)} ${'no-JS LCP'.padStart(9)} ${'ratio'.padStart(5)} ${'JS KB before LCP'.padStart(17)}  LCP element`,
  );
  const sized = pages
    .flatMap((page) =>
      [375, 1280].map((width) => ({ ...page, width, name: `${page.name} ${width} px` })),
    )
    .filter((page) => page.name.includes(process.env.BENCH_PAINT_ONLY ?? ''));
  for (const { name, url, cookie, width } of sized) {
    const results = [];
    const floors = [];
    // Alternating, so both see the machine in the same state.
    for (let i = 0; i < runs; i += 1) {
      results.push(await load(browser, url, cookie, { width }));
      floors.push(await load(browser, url, cookie, { scriptless: true, width }));
    }
    const row = {
      name,
      lcp: median(results.map((r) => r.lcp)),
      floor: median(floors.map((r) => r.lcp)),
      jsKb: median(results.map((r) => r.jsBytes)) / 1024,
      elements: [...new Set(results.map((r) => r.element))].join(' / '),
      floorElements: [...new Set(floors.map((r) => r.element))].join(' / '),
    };
    rows.push(row);
    console.log(
      `${name.padEnd(32)} ${Math.round(row.lcp).toString().padStart(7)} ${Math.round(row.floor).toString().padStart(9)} ${(row.lcp / row.floor).toFixed(2).padStart(5)} ${row.jsKb.toFixed(1).padStart(17)}  ${row.elements} (no JS: ${row.floorElements})`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
const missed = rows.filter(
  (row) => !(row.lcp > 0 && row.floor > 0 && row.lcp <= row.floor * 1.1) || row.jsKb >= 120,
);
console.log(
  missed.length
    ? `goal missed: ${missed.map((row) => row.name).join(', ')}`
    : 'goal met for every page',
);
