import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    reactRouter(),
    import('./scripts/sitemap').then((m) => m.sitemap()),
    import('./scripts/lean-route-manifest').then((m) => m.leanRouteManifest()),
  ],
  build: { chunkSizeWarningLimit: 1500 },
});
