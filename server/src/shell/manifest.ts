import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../clock';

export interface ReaderAssets {
  scripts: string[];
  stylesheets: string[];
  preloads: string[];
  /** Lazily loaded modules by source path: their files and the chunks they import. */
  lazy: ReadonlyMap<string, LazyAssets>;
}

/** What loading one lazy module fetches, beyond what the entry already brought. */
export interface LazyAssets {
  scripts: string[];
  stylesheets: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isDynamicEntry?: boolean;
}

/** The entry script, and the app it imports once the first paint is on screen (reader/src/boot.ts). */
const ENTRY = 'src/boot.ts';
const APP = 'src/main.tsx';
const BASE = '/static/reader/';
const none: ReaderAssets = { scripts: [], stylesheets: [], preloads: [], lazy: new Map() };

/**
 * Asset tags from the reader's Vite manifest. Re-read when the file changes (a rebuild while
 * the server runs), looked at no more than once per `recheckMs` so a shell request costs no
 * file-system call; a missing build gives no assets and the shell says so.
 */
export function createManifestReader(readerDist: string, clock: Clock, recheckMs = 1000) {
  const file = join(readerDist, '.vite', 'manifest.json');
  let cached: { mtime: number; assets: ReaderAssets } | null = null;
  let current: { assets: ReaderAssets; version: string } | null = null;
  let checkedAt = 0;

  function read(): { assets: ReaderAssets; version: string } {
    if (!existsSync(file)) return { assets: none, version: 'missing' };
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) {
      cached = { mtime, assets: parse(JSON.parse(readFileSync(file, 'utf8'))) };
    }
    return { assets: cached.assets, version: String(mtime) };
  }

  return {
    assets(): { assets: ReaderAssets; version: string } {
      const now = clock.now().getTime();
      if (!current || now - checkedAt >= recheckMs) {
        current = read();
        checkedAt = now;
      }
      return current;
    },
  };
}

export type ManifestReader = ReturnType<typeof createManifestReader>;

function parse(manifest: Record<string, ManifestChunk>): ReaderAssets {
  const entry = manifest[ENTRY];
  if (!entry) return none;
  // Every page needs the entry, the app and what they import: all fetched at once, in parallel.
  const loaded = new Set<string>();
  const css = new Set<string>();
  const preloads: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (loaded.has(key) || !chunk) return;
    loaded.add(key);
    if (key !== ENTRY) preloads.push(BASE + chunk.file);
    chunk.css?.forEach((href) => css.add(href));
    chunk.imports?.forEach(visit);
  };
  visit(ENTRY);
  visit(APP);
  const lazy = new Map<string, LazyAssets>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isDynamicEntry && !loaded.has(key)) {
      lazy.set(key, lazyAssets(manifest, key, loaded, css));
    }
  }
  return {
    scripts: [BASE + entry.file],
    stylesheets: [...css].map((href) => BASE + href),
    preloads,
    lazy,
  };
}

/** The module's chunk and every chunk it imports, transitively, that the entry did not load. */
function lazyAssets(
  manifest: Record<string, ManifestChunk>,
  key: string,
  loaded: ReadonlySet<string>,
  entryCss: ReadonlySet<string>,
): LazyAssets {
  const scripts: string[] = [];
  const stylesheets = new Set<string>();
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name) || loaded.has(name)) return;
    seen.add(name);
    const chunk = manifest[name];
    if (!chunk) return;
    scripts.push(BASE + chunk.file);
    for (const href of chunk.css ?? []) if (!entryCss.has(href)) stylesheets.add(BASE + href);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { scripts, stylesheets: [...stylesheets] };
}
