import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // the API's tests wait on the databases most of the time: more workers than cores pay
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['api/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}', 'browser-api/**/*.test.ts'],
        },
      },
    ],
  },
});
