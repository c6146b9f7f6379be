import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The React client. `@civic/contracts` resolves to the TypeScript source so that Vite bundles it (no
 * separate build needed in development). The dev server proxies the API and uploaded photos to the
 * server on port 3000; `vite build` writes client/dist, which the server serves on its own port, with a
 * brotli (`.br`) and a gzip (`.gz`) copy of every text asset beside it, compressed once at build time at the
 * highest levels (the server picks one by Accept-Encoding; server/src/kernel/http/client-assets.ts).
 */
export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    tailwindcss(),
    compression({
      include: /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/,
      exclude: /\.map$/,
      threshold: 1024,
      algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    }),
  ],
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
