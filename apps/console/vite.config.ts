/// <reference types="vitest/config" />
// The console SPA (seller centre + platform console), served by the mall server under /console.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const target = process.env.MALL_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: { outDir: 'build', chunkSizeWarningLimit: 3000 },
  // `npm run dev -w apps/console` against a running mall: the API, uploads and the /session route are proxied.
  server: { proxy: { '/shop-api': target, '/uploads': target, '/session': target } },
});
