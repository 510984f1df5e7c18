// What a reader on a phone-class CPU receives (issue 14): Largest Contentful Paint in Debian's
// Chromium with 4x CPU throttling on localhost, and the JavaScript bytes that crossed the wire
// before it, for both demo tenants' home, a search result page and a content detail page.
// Every load is a first visit (a fresh browser context: empty cache). Median of 5 per page.
// Goal: LCP under 0.8 s on every page, under 120 KB of JavaScript on the wire before it.
//
// Settings (environment): BENCH_PAINT_RUNS (loads per page, default 5), CHROMIUM_PATH.
import puppeteer from 'puppeteer-core';
import { startHondana } from './lib.mjs';

const port = 3941;
const runs = Number(process.env.BENCH_PAINT_RUNS ?? 5);
const base = `http://127.0.0.1:${port}`;

/** A content id of the tenant, from its public group list (the detail page's subject). */
async function someContentId(tenant) {
  const res = await fetch(`${base}/api/v1/content-group/public/list?path=${tenant}`);
  if (!res.ok) return null;
  const groups = (await res.json()).data ?? [];
  return groups.flatMap((group) => group.contents ?? [])[0]?.id ?? null;
}

/** One cold load of `path`: its LCP (ms) and the JavaScript transferred before it (bytes). */
async function load(browser, path) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 375, height: 812, deviceScaleFactor: 2, isMobile: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluateOnNewDocument(() => {
      globalThis.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) globalThis.__lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    // LCP candidates stop with the first input or when the page settles; give late ones a beat.
    await new Promise((resolve) => setTimeout(resolve, 500));
    return await page.evaluate(() => {
      const lcp = globalThis.__lcp;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name))
        .filter((r) => r.responseEnd <= lcp);
      return { lcp, jsBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0) };
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
  for (const tenant of ['sakura', 'aozora']) {
    pages.push({ name: `${tenant} home`, path: `/${tenant}/` });
    pages.push({ name: `${tenant} search results`, path: `/${tenant}/search` });
    const contentId = await someContentId(tenant);
    if (contentId) pages.push({ name: `${tenant} detail`, path: `/${tenant}/search/${contentId}` });
  }
  console.log(`\nreader paint: Chromium, 4x CPU throttling, 375 px, cold cache, median of ${runs}`);
  console.log(`${'page'.padEnd(26)} ${'LCP ms'.padStart(7)} ${'JS KB before LCP'.padStart(17)}`);
  for (const { name, path } of pages) {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await load(browser, path));
    const row = {
      name,
      lcp: median(results.map((r) => r.lcp)),
      jsKb: median(results.map((r) => r.jsBytes)) / 1024,
    };
    rows.push(row);
    console.log(
      `${name.padEnd(26)} ${Math.round(row.lcp).toString().padStart(7)} ${row.jsKb.toFixed(1).padStart(17)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
const missed = rows.filter((row) => !(row.lcp > 0 && row.lcp < 800) || row.jsKb >= 120);
console.log(
  missed.length
    ? `goal missed: ${missed.map((row) => row.name).join(', ')}`
    : 'goal met for every page',
);
