import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    reactRouter(),
    import('./scripts/sitemap').then((m) => m.sitemap()),
    import('./scripts/lean-route-manifest').then((m) => m.leanRouteManifest()),
    import('./scripts/islands-to-client').then((m) => m.islandsToClient()),
  ],
  // the public pages' islands are built as a worker bundle (app/root.tsx), split by island
  worker: { format: 'es' },
  build: {
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // small modules every page loads first, one chunk rather than seven
              // (docs/decisions/0006-public-first-load-budget.md)
              name: 'shell',
              test: /app[\\/](brand|lib[\\/](i18n|languages|localized-path|fonts|settings-store|persisted-store))\.ts$/,
            },
          ],
        },
      },
    },
  },
});
