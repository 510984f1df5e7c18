// Prints the gzip size of the JavaScript a first visit downloads (the entry, the app it
// starts after the first paint and everything they import statically) and fails the build
// above the budget.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const ENTRY = 'src/boot.ts';
const APP = 'src/main.tsx';
const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
for (const key of [ENTRY, APP]) {
  if (!manifest[key]) {
    console.error(`reader: ${key} missing from the Vite manifest`);
    process.exit(1);
  }
  visit(key);
}

const bytes = [...files].reduce(
  (sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
  0,
);
const kb = bytes / 1024;
console.log(`reader initial JS: ${kb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (kb > BUDGET_KB) {
  console.error(`reader initial JS exceeds the ${BUDGET_KB} KB budget`);
  process.exit(1);
}
