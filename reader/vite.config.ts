import { defineConfig } from 'vite';
import { schemasAlias } from '../scripts/schemasAlias.ts';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { devShell } from './scripts/devShell.ts';
import { pdfjsAssets } from './scripts/pdfjsAssets.ts';

// The server renders the HTML shell (templates/reader.hbs) from the manifest, so the
// production build has a script entry instead of an index.html; index.html and
// dev-config.json are only the `npx vite` harness.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/static/reader/' : '/',
  resolve: { alias: schemasAlias },
  plugins: [
    react(),
    devShell(new URL('./dev-config.json', import.meta.url)),
    pdfjsAssets(),
    // .br and .gz beside every asset: the server picks one by Accept-Encoding (http/static.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: {
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { input: 'src/boot.ts' },
  },
}));
