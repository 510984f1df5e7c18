import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { schemasAlias } from '../scripts/schemasAlias.ts';
import { compression } from 'vite-plugin-compression2';
import { precompiledValidators } from './vite/precompiledValidators';

// Served by the server under /admin; in development the API and the reader preview are proxied.
export default defineConfig({
  base: '/admin/',
  resolve: { alias: schemasAlias },
  // .br and .gz beside every asset: the server picks one by Accept-Encoding (http/static.ts).
  plugins: [
    react(),
    precompiledValidators(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
  ],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/admin/preview': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
});
