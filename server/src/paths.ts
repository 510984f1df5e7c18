import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ProjectPaths {
  root: string;
  readerTemplate: string;
  readerDist: string;
  /** The reader's first-paint renderer for the server (reader/vite.ssr.config.ts). */
  readerServerDist: string;
  consoleDist: string;
  demoImages: string;
}

/**
 * Locates the repository root by walking up from this module, so the same code works from
 * `server/src` (tsx, vitest) and from the bundled `server/dist/main.js`, whatever the cwd.
 */
export function findProjectRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  const fromEnv = process.env.HONDANA_ROOT;
  if (fromEnv) return resolve(fromEnv);
  let dir = start;
  for (;;) {
    if (isProjectRoot(dir)) return dir;
    const parent = dirname(dir);
    if (parent === dir) return resolve(start, '..', '..');
    dir = parent;
  }
}

export function projectPaths(root = findProjectRoot()): ProjectPaths {
  return {
    root,
    readerTemplate: join(root, 'templates', 'reader.hbs'),
    readerDist: join(root, 'reader', 'dist'),
    readerServerDist: join(root, 'reader', 'dist-ssr'),
    consoleDist: join(root, 'console', 'dist'),
    demoImages: join(root, 'server', 'demo', 'images'),
  };
}

function isProjectRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest) || !existsSync(join(dir, 'templates'))) return false;
  try {
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
    return Array.isArray(pkg.workspaces);
  } catch {
    return false;
  }
}
