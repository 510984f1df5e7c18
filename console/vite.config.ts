import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledValidators } from './vite/precompiledValidators';

// Served by the server under /admin; in development the API and the reader preview are proxied.
export default defineConfig({
  base: '/admin/',
  plugins: [react(), precompiledValidators()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/admin/preview': 'http://localhost:3000',
      '/files': 'http://localhost:3000',
    },
  },
});
