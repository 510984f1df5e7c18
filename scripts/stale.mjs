// Rebuilds a workspace when its output is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

const targets = [
  {
    workspace: 'reader',
    // Written last by the reader's build (after dist/), so it stands for both.
    output: 'reader/dist-ssr/renderFirstPaint.cjs',
    sources: ['reader', 'schemas'],
  },
  { workspace: 'console', output: 'console/dist/index.html', sources: ['console', 'schemas'] },
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server', 'schemas', 'migrations'],
  },
];

export function buildIfStale() {
  for (const target of targets) {
    if (!isStale(target)) continue;
    const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

function isStale({ output, sources }) {
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return true;
  const builtAt = statSync(outputPath).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > builtAt);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-ssr') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}
