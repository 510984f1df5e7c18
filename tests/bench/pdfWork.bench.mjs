// PDF work out of the server's thread (issue 29): the longest event-loop block of a server
// process while the viewer bench's 1,000-page PDF (viewerPdf.mjs, ~56 MB) is read for the
// upload job (its text, page 1 drawn), measured with monitorEventLoopDelay. Printed beside
// today's main, where pdf.js read the file in the server's own thread, measured in the same
// run on the same file with the same code (pdfWorkHarness.ts, bundled like the server).
// Goal: at most 50 ms.
//
// Settings (environment): BENCH_PDF_PAGES (default 1000), BENCH_PDF_RUNS (default 2: runs of
// each way, alternated).
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './lib.mjs';
import { viewerBenchPdf } from './viewerPdf.mjs';

const pages = Number(process.env.BENCH_PDF_PAGES ?? 1000);
const runs = Number(process.env.BENCH_PDF_RUNS ?? 2);
const GOAL_MS = 50;

const pdf = await viewerBenchPdf({ pages });
const harness = await bundleHarness();
const ways = {
  'in the server thread (main)': harness.inThisThread,
  'PDF work process': harness.inPdfWork,
};
const results = Object.fromEntries(Object.keys(ways).map((name) => [name, []]));
for (let run = 0; run < runs; run += 1) {
  for (const [name, read] of Object.entries(ways)) results[name].push(await read(pdf));
}

console.log(
  `\nPDF work: ${pages}-page PDF of ${(statSync(pdf).size / 2 ** 20).toFixed(1)} MB read for ` +
    `upload (text + page 1), ${runs} runs each; load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log(
  `${'where pdf.js runs'.padEnd(32)} ${'longest block ms'.padStart(16)} ${'blocks > 50 ms'.padStart(15)} ${'read s'.padStart(8)} ${'characters'.padStart(11)}`,
);
for (const [name, list] of Object.entries(results)) {
  const worst = Math.max(...list.map((r) => r.maxBlockMs));
  const blocks = Math.max(...list.map((r) => r.blocksOver50));
  const seconds = list.map((r) => (r.ms / 1000).toFixed(1)).join('/');
  console.log(
    `${name.padEnd(32)} ${worst.toFixed(1).padStart(16)} ${String(blocks).padStart(15)} ${seconds.padStart(8)} ${String(list[0].characters).padStart(11)}`,
  );
}
const ours = Math.max(...results['PDF work process'].map((r) => r.maxBlockMs));
console.log(
  ours <= GOAL_MS ? 'goal met' : `goal missed: longest block ${ours.toFixed(1)} ms > ${GOAL_MS} ms`,
);

/**
 * pdfWorkHarness.ts bundled as server/build.mjs bundles the server (npm packages outside),
 * beside a copy of the built work process's entry, which the runner looks for there.
 */
async function bundleHarness() {
  const dir = join(root, 'node_modules', '.cache', 'hondana', 'bench');
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(root, 'server', 'dist', 'pdfWorker.js'), join(dir, 'pdfWorker.js'));
  const outfile = join(dir, 'pdfWorkHarness.mjs');
  await build({
    entryPoints: [join(root, 'tests', 'bench', 'pdfWorkHarness.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'packages-outside',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@hondana/') ? undefined : { path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}
