// `npm run check:cycles`: madge --circular over the server, the reader and the console, type
// imports skipped (they vanish at build time), with the options of .madgerc. Prints every
// value-level import cycle per tree and fails when there is one. `-- <dir>...` checks other
// trees (e.g. a worktree's server/src).
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import madge from 'madge';

const root = new URL('..', import.meta.url).pathname;
const config = JSON.parse(readFileSync(join(root, '.madgerc'), 'utf8'));
const args = process.argv.slice(2);
const trees = args.length ? args : ['server/src', 'reader/src', 'console/src'];

let total = 0;
for (const tree of trees) {
  const dir = resolve(root, tree);
  const result = await madge(dir, { ...config, baseDir: dir });
  const cycles = result.circular();
  const skipped = result.warnings().skipped;
  total += cycles.length;
  const name = relative(root, dir) || tree;
  console.log(`${name}: ${cycles.length} value-level import cycle(s)`);
  cycles.forEach((cycle, i) => console.log(`  ${i + 1}) ${[...cycle, cycle[0]].join(' > ')}`));
  if (skipped.length) console.log(`  unresolved, not followed: ${skipped.join(', ')}`);
}
process.exit(total > 0 ? 1 : 0);
