import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Import boundaries of DESIGN.md, as rules that fail. */
const apiInternals = ['**/api/app', '**/api/modules/**', '**/api/store/**', '**/api/seed/**', '**/api/platform/**'];

export default tseslint.config(
  {
    ignores: [
      'build/**', 'build-demo/**', 'build-*/**', 'node_modules/**', '.react-router/**', 'public/mockServiceWorker.js',
      'data/**', 'test-results/**', 'playwright-report/**', 'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: apiInternals, message: 'app/ imports api/contract and nothing else of api/ (DESIGN.md).' },
            { group: ['**/server/**', '**/browser-api/**'], message: 'app/ does not import server code; browser-api is loaded through app/lib/api-mode only.' },
          ],
        },
      ],
    },
  },
  {
    // The one door from the app to the in-browser back end (loaded lazily).
    files: ['app/lib/api-mode.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '!**/api/app'], message: 'api/ never imports app/ (DESIGN.md).' },
            { group: ['**/server/**'], message: 'api/ is runtime-neutral: server/ uses it, not the other way.' },
          ],
        },
      ],
    },
  },
);
