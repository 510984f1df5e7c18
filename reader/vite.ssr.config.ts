import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { schemasAlias } from '../scripts/schemasAlias.ts';

/**
 * The reader's first-paint renderer for the server (src/firstPaint/renderFirstPaint.tsx):
 * self-contained CommonJS in dist-ssr/, React and every reader module bundled in, so the
 * server loads it without resolving the reader's dependencies. Styles are the browser build's.
 */
export default defineConfig({
  base: '/static/reader/',
  resolve: { alias: schemasAlias },
  plugins: [react()],
  ssr: { noExternal: true },
  // React's production build only (its development copy is twice the size and slower).
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/firstPaint/renderFirstPaint.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    // CommonJS, so the server loads it synchronously when it starts (no shell goes out
    // before it is there). Lazy parts get chunks of their own that the server never loads
    // (shared/lazyPart.ts).
    rolldownOptions: {
      output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
    },
  },
});
