// The online viewer on a big book (issue 10): a generated 1,000-page PDF with text and an
// image on every page (about 56 MB), uploaded through the console API, opened by a signed-in
// reader in Debian's Chromium. Printed: time from navigation to the first page painted and
// the PDF bytes fetched before it, next to the stock pdf.js viewer (pdfjs-dist/web's
// PDFViewer with pdf.js's default loading: streaming and auto-fetch on) opening the same file
// from a plain static server (staticPdf.mjs) in the same run. Then our viewer scrolls through
// every page and the JavaScript heap (page and pdf.js worker, after a garbage collection) and
// the live canvases are printed.
// Goal: first page < 1 s, ≤ 5 % of the file before it, ≥ 5× faster than the stock viewer;
// heap < 300 MB and canvases bounded by the visible pages plus a small buffer.
//
// Settings (environment): BENCH_VIEWER_RUNS (cold opens per viewer, default 3),
// BENCH_VIEWER_PAGES (default 1000), CHROMIUM_PATH.
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { readFileSync, statSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startHondana } from './lib.mjs';
import { viewerBenchPdf } from './viewerPdf.mjs';
import { startStaticPdf } from './staticPdf.mjs';

const port = 3951;
const staticPort = 3952;
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_VIEWER_RUNS ?? 3);
const pageCount = Number(process.env.BENCH_VIEWER_PAGES ?? 1000);
const viewport = { width: 1280, height: 900 };

const pdfPath = await viewerBenchPdf({ pages: pageCount });
const pdfSize = statSync(pdfPath).size;

/** Cookie header of a console or reader sign-in answer. */
function cookiesOf(response) {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Uploads the book to the first content of sakura's public shelf; answers its id. */
async function uploadBook() {
  const login = await fetch(`${base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'admin@sakura.example', password: 'sakura-admin' }),
  });
  if (!login.ok) throw new Error(`console sign-in failed (${login.status})`);
  const cookie = cookiesOf(login);
  const list = await fetch(`${base}/api/v1/content-group/public/list?path=sakura`);
  const groups = (await list.json()).data ?? [];
  const contentId = groups.flatMap((group) => group.contents ?? [])[0]?.id;
  if (!contentId) throw new Error('sakura shows no content to attach the book to');
  const form = new FormData();
  form.set('content-data', JSON.stringify({}));
  form.set('file', new Blob([readFileSync(pdfPath)], { type: 'application/pdf' }), 'book.pdf');
  const upload = await fetch(`${base}/api/admin/content-files/${contentId}`, {
    method: 'PUT',
    headers: { cookie },
    body: form,
  });
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
  // Text extraction runs in the server's job queue: measure a server at rest, not during it.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const status = await fetch(`${base}/api/admin/content-files/${contentId}/status`, {
      headers: { cookie },
    });
    const { textStatus } = (await status.json()).data ?? {};
    if (!['PENDING', 'RUNNING', 'PROCESSING'].includes(textStatus)) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return contentId;
}

/** The sakura demo reader's session cookie. */
async function readerCookie() {
  const res = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'reader@sakura.example',
      password_hash: createHash('sha256').update('sakura-reader').digest('hex'),
      keep_login: true,
      login_type: 'email',
      path: 'sakura',
      domain: '',
    }),
  });
  const line = res.headers.getSetCookie()[0];
  if (!res.ok || !line) throw new Error(`reader sign-in failed (${res.status})`);
  const [pair] = line.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
}

/**
 * One cold open (fresh browser context) of `url`: milliseconds from navigation to the first
 * page painted, and the PDF bytes received before it (counted from the network events of
 * requests to `pdfUrlPart`). `painted` is the page-side test for "page 1 is on its canvas".
 */
async function coldOpen(browser, { url, cookie, pdfUrlPart, painted }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  if (cookie) await page.setCookie(cookie);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  const pdfRequests = new Set();
  let pdfBytes = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (request.url.includes(pdfUrlPart)) pdfRequests.add(requestId);
  });
  cdp.on('Network.dataReceived', ({ requestId, encodedDataLength, dataLength }) => {
    if (pdfRequests.has(requestId)) pdfBytes += encodedDataLength || dataLength;
  });
  let bytesAtPaint = null;
  await page.exposeFunction('__benchPainted', () => {
    bytesAtPaint ??= pdfBytes;
  });
  await page.evaluateOnNewDocument((test) => {
    const isPainted = new Function(`return (${test})();`);
    const check = () => {
      if (globalThis.__benchPaintedAt || !isPainted()) return;
      globalThis.__benchPaintedAt = performance.now();
      globalThis.__benchPainted();
    };
    new MutationObserver(check).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
    });
    document.addEventListener('benchpainted', check);
  }, painted.toString());
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 });
  await page.waitForFunction(() => globalThis.__benchPaintedAt, { timeout: 120_000 });
  const ms = await page.evaluate(() => globalThis.__benchPaintedAt);
  // Network events of the last chunk may trail the paint by a tick.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { ms, bytes: bytesAtPaint ?? pdfBytes, page, context, cdp };
}

/** Our viewer: page 1's canvas carries data-rendered once pdf.js and the watermark are done. */
const ourPainted = () => !!document.querySelector('[data-page="1"] canvas[data-rendered="true"]');
/** The stock viewer: page 1's view has a canvas and no loading spinner left. */
const stockPainted = () => globalThis.__stockFirstPage === true;

/** Scrolls our viewer page by page to the end; answers the pages that never painted. */
async function scrollThrough(page) {
  return page.evaluate(async (count) => {
    const box = document.querySelector('[data-testid="viewer-pages"]');
    const missed = [];
    for (let number = 1; number <= count; number += 1) {
      const target = box.querySelector(`[data-page="${number}"]`);
      box.scrollTop = target.offsetTop - box.offsetTop;
      const deadline = performance.now() + 10_000;
      while (!target.querySelector('canvas[data-rendered="true"]')) {
        if (performance.now() > deadline) {
          missed.push(number);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return missed;
  }, pageCount);
}

/** JavaScript heap in use (MB) of the page and of its workers, after garbage collection. */
async function heapMb(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  let workers = 0;
  for (const worker of page.workers()) {
    try {
      await worker.client.send('HeapProfiler.collectGarbage');
      workers += (await worker.client.send('Runtime.getHeapUsage')).usedSize;
    } catch {
      // a worker that ended meanwhile
    }
  }
  return { page: usedSize / 2 ** 20, workers: workers / 2 ** 20 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const pct = (bytes) => ((100 * bytes) / pdfSize).toFixed(2);

const server = await startHondana(port);
const staticServer = await startStaticPdf(staticPort, pdfPath);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
let failed = false;
try {
  const contentId = await uploadBook();
  const cookie = await readerCookie();
  const ours = { url: `${base}/sakura/view-online/${contentId}`, cookie };
  const stock = { url: `http://127.0.0.1:${staticPort}/`, cookie: null };
  const results = { ours: [], stock: [] };
  // Alternate the two, so load from other processes falls on both alike.
  for (let run = 0; run < runs; run += 1) {
    for (const [name, target, pdfUrlPart, painted] of [
      ['ours', ours, '/api/v1/viewer/file/', ourPainted],
      ['stock', stock, '/book.pdf', stockPainted],
    ]) {
      const open = await coldOpen(browser, { ...target, pdfUrlPart, painted });
      results[name].push({ ms: open.ms, bytes: open.bytes });
      await open.context.close();
    }
  }
  const row = (name, list) => {
    const ms = median(list.map((r) => r.ms));
    const bytes = median(list.map((r) => r.bytes));
    console.log(
      `${name.padEnd(30)} ${Math.round(ms).toString().padStart(8)} ${(bytes / 1024).toFixed(0).padStart(12)} ${pct(bytes).padStart(8)}`,
    );
    return { ms, bytes };
  };
  console.log(
    `\nviewer: ${pageCount}-page PDF of ${(pdfSize / 2 ** 20).toFixed(1)} MB, Chromium ` +
      `${viewport.width}x${viewport.height}, cold cache, median of ${runs}; ` +
      `load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log(`${'viewer'.padEnd(30)} ${'first ms'.padStart(8)} ${'KB before'.padStart(12)} ${'% file'.padStart(8)}`);
  const our = row('hondana (range, token)', results.ours);
  const theirs = row('stock pdf.js (static file)', results.stock);
  const speedup = theirs.ms / our.ms;
  console.log(`speed-up over the stock viewer: ${speedup.toFixed(1)}x`);

  // Scroll through the whole book in one more open, then measure what is left alive.
  const open = await coldOpen(browser, { ...ours, pdfUrlPart: '/api/v1/viewer/file/', painted: ourPainted });
  const started = Date.now();
  const missed = await scrollThrough(open.page);
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const heap = await heapMb(open.page, open.cdp);
  const canvases = await open.page.evaluate(() => {
    const all = [...document.querySelectorAll('canvas')];
    const box = document.querySelector('[data-testid="viewer-pages"]').getBoundingClientRect();
    const onScreen = [...document.querySelectorAll('[data-page]')].filter((page) => {
      const rect = page.getBoundingClientRect();
      return rect.bottom > box.top && rect.top < box.bottom;
    });
    return {
      live: all.filter((canvas) => canvas.width * canvas.height > 0).length,
      inDom: all.length,
      visiblePages: onScreen.length,
    };
  });
  console.log(
    `scrolled ${pageCount} pages in ${seconds.toFixed(0)} s (${missed.length} not painted within 10 s); ` +
      `${(open.bytes / 2 ** 20).toFixed(1)} MB fetched`,
  );
  console.log(
    `after the scroll: heap ${(heap.page + heap.workers).toFixed(1)} MB (page ${heap.page.toFixed(1)}, ` +
      `pdf.js worker ${heap.workers.toFixed(1)}); ${canvases.live} live canvases ` +
      `(${canvases.inDom} in the DOM) for ${canvases.visiblePages} visible pages`,
  );
  await open.context.close();

  const goals = [
    [our.ms < 1000, 'first page within 1 s'],
    [our.bytes <= 0.05 * pdfSize, 'at most 5 % of the file before the first page'],
    [speedup >= 5, 'at least 5x faster than the stock viewer'],
    [heap.page + heap.workers < 300, 'heap under 300 MB'],
    [canvases.live <= canvases.visiblePages + 4, 'canvases: the visible pages plus a small buffer'],
    [missed.length === 0, 'every page painted while scrolling'],
  ];
  const misses = goals.filter(([met]) => !met).map(([, goal]) => goal);
  console.log(misses.length ? `goal missed: ${misses.join('; ')}` : 'goal met');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await browser.close();
  await staticServer.stop();
  await server.stop();
}
process.exit(failed ? 1 : 0);
