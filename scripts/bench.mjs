// `npm run bench`: builds if stale, then runs every benchmark under tests/bench.
// `npm run bench -- --against <rev>`: the same cases on this checkout and on <rev>, side by
// side in one run (scripts/bench-compare.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { buildIfStale, root } from './stale.mjs';

if (process.argv.length > 2) await import('./bench-compare.mjs');

buildIfStale();
const benches = readdirSync(`${root}/tests/bench`).filter((file) => file.endsWith('.bench.mjs'));
let status = 0;
for (const bench of benches) {
  const result = spawnSync('node', [`tests/bench/${bench}`], { cwd: root, stdio: 'inherit' });
  status ||= result.status ?? 1;
}
process.exit(status);
