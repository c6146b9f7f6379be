import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The React client. `@civic/contracts` resolves to the TypeScript source so that Vite bundles it (no
 * separate build needed in development). The dev server proxies the API and uploaded photos to the
 * server on port 3000; `vite build` writes client/dist, which the server serves on its own port.
 */
export default defineConfig({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@civic/contracts': here('../libs/contracts/src/index.ts') },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
      '/uploads': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: here('dist'),
    emptyOutDir: true,
    sourcemap: true,
  },
});
