import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.LUMEN_API_URL ?? 'http://localhost:3000';

// The server serves dist/ at `/` with an SPA fallback; in development Vite proxies the API.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/media': { target: api, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
});
