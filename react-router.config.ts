import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './app/pages';

// Browser mode (the static demo) builds into build-demo/ so both builds can sit side by side.
// BUILD_DIR overrides either (used to keep parallel local builds apart).
const browserMode = process.env.VITE_API_MODE === 'browser';

export default {
  appDirectory: 'app',
  ssr: false,
  buildDirectory: process.env.BUILD_DIR ?? (browserMode ? 'build-demo' : 'build'),
  prerender: prerenderPaths(),
} satisfies Config;
