import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** pdf.js data folders the viewer asks for by URL: CMaps (Japanese), standard fonts, wasm. */
const FOLDERS = ['cmaps', 'standard_fonts', 'wasm', 'iccs'];

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('pdfjs-dist/package.json'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
};

/**
 * Where the files land under the build's base (the viewer builds the same path from pdf.js's
 * `version`); versioned, so a year of caching is right.
 */
export const PDFJS_ASSETS_DIR = `assets/pdfjs-${version}`;

/**
 * Emits pdf.js's data files into the build under PDFJS_ASSETS_DIR (served like any asset,
 * same origin, so the CSP needs no exception), and serves them from node_modules in dev.
 */
export function pdfjsAssets(): Plugin {
  return {
    name: 'hondana-pdfjs-assets',
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const name of readdirSync(join(root, folder))) {
          this.emitFile({
            type: 'asset',
            fileName: `${PDFJS_ASSETS_DIR}/${folder}/${name}`,
            source: readFileSync(join(root, folder, name)),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${PDFJS_ASSETS_DIR}/`, (req, res, next) => {
        const [folder, name] = (req.url ?? '').replace(/^\//, '').split('?')[0].split('/');
        if (!FOLDERS.includes(folder) || !name || name.includes('..')) return next();
        try {
          res.end(readFileSync(join(root, folder, name)));
        } catch {
          next();
        }
      });
    },
  };
}
