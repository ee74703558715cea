import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter(), import('./scripts/sitemap').then((m) => m.sitemap())],
  build: { chunkSizeWarningLimit: 1500 },
});
