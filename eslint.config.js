import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import local from './eslint-rules/index.js';

/** Import boundaries of docs/architecture.md, as rules that fail. */
const apiInternals = [
  '**/api/app',
  '**/api/modules/*/*',
  '**/api/modules/*/*/**',
  '**/api/modules/index*',
  '**/api/store/**',
  '**/api/seed/**',
  '**/api/platform/**',
  // what app/ may import of a module: its schemas and its endpoints' declarations
  '!**/api/modules/*/contract',
  '!**/api/modules/*/contract-*',
  '!**/api/modules/*/endpoints',
  // a module's paths alone (no imports): for what must not load zod (the islands, the session)
  '!**/api/modules/*/paths',
];

const apiImportPatterns = [
  {
    group: ['**/app/**', '!**/api/app'],
    message: 'api/ never imports app/ (docs/architecture.md).',
  },
  {
    group: ['**/server/**'],
    message: 'api/ is runtime-neutral: server/ uses it, not the other way.',
  },
];

/** Readings of the wall clock, refused where time must come from the injected clock. */
const wallClock = [
  "NewExpression[callee.name='Date'][arguments.length=0]",
  "MemberExpression[object.name='Date'][property.name='now']",
  // jose's setIssuedAt() and relative setExpirationTime('5m') read the wall clock too
  "CallExpression[callee.property.name='setIssuedAt'][arguments.length=0]",
  "CallExpression[callee.property.name='setExpirationTime'] > Literal.arguments[value=/^\\d+\\s*[a-z]/]",
].map((selector) => ({
  selector,
  message:
    "Read the time from the injected clock (deps.now, a store's or seed's `now`, testClock in tests), never the wall clock.",
}));

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-demo/**',
      'build-*/**',
      'node_modules/**',
      '.react-router/**',
      'public/mockServiceWorker.js',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The project's own rules (eslint-rules/): no cycle of static relative imports, kebab-case
    // file names, and the feature boundaries of the app (docs/architecture.md, "Where things live").
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local },
    rules: {
      'local/no-import-cycle': 'error',
      'local/kebab-case-file-name': 'error',
      'local/feature-boundaries': 'error',
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
          paths: [
            {
              // Mantine's marks a wrong password with data-invalid only (issue 37)
              name: '@mantine/core',
              importNames: ['PasswordInput'],
              message:
                'Use PasswordInput of app/components/password-input: it sets aria-invalid when the field is wrong.',
            },
          ],
          patterns: [
            {
              group: apiInternals,
              message:
                "app/ imports api/contract and a module's contract and endpoints, nothing else of api/ (docs/architecture.md).",
            },
            {
              group: ['**/server/**', '**/browser-api/**'],
              message:
                'app/ does not import server code; browser-api is loaded through app/lib/http/api-mode only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a person sees goes through i18n: no letters written straight into JSX, as text
    // or as a label, title, placeholder or alternative text (tests may).
    files: ['app/**/*.tsx'],
    ignores: ['app/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: "Text a person sees goes through i18n: {t('...')}, not literal text.",
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label|description)$/] > Literal[value=/\\p{L}/u]',
          message: "Text a person sees goes through i18n: {t('...')}, not a literal.",
        },
      ],
    },
  },
  {
    // The public pages' islands stay small: none of the application's libraries
    // (docs/decisions/0069-public-pages-as-islands.md; the bundle budget checks what they pull in).
    files: ['app/islands/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: apiInternals,
              message:
                "app/ imports api/contract and a module's contract and endpoints, nothing else of api/ (docs/architecture.md).",
            },
            {
              group: ['**/server/**', '**/browser-api/**'],
              message:
                'app/ does not import server code; browser-api is loaded through app/lib/http/api-mode only.',
            },
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'i18next',
                'react-i18next',
                '@mantine/*',
                '@tanstack/*',
                '**/lib/i18n/i18n',
                '**/lib/settings/settings-store',
                '**/lib/http/api-client',
                '**/lib/http/query-client',
              ],
              message:
                'An island is plain DOM code: the page carries its texts (docs/decisions/0069).',
            },
          ],
        },
      ],
    },
  },
  {
    // Client and server agree on each endpoint by its declaration, never by a string: the app
    // calls apiRequest(endpoint, params, body) or endpointUrl(endpoint, params) with a module's
    // endpoints.ts (docs/adding-a-module.md). Tests may name paths.
    files: ['app/**/*.{ts,tsx}', 'browser-api/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local },
    rules: { 'local/no-api-path-literal': 'error' },
  },
  {
    // The one door from the app to the in-browser back end (loaded lazily).
    files: ['app/lib/http/api-mode.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Time comes from the API's injected clock (api/platform/clock.ts), in code, seeds and tests
    // alike, so that sample data and tests hold at any hour, date and zone (docs/decisions/0044).
    files: ['api/**/*.ts', 'browser-api/**/*.ts', 'server/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...wallClock],
    },
  },
  {
    // Every string of the contract goes through text() of api/contract/common.ts, which refuses
    // NUL and malformed UTF-16 (docs/decisions/0045-bad-input.md).
    files: ['api/contract/**/*.ts'],
    ignores: ['api/contract/common.ts'],
    rules: {
      // the wall-clock selectors again: a later block's rule replaces an earlier one's
      'no-restricted-syntax': [
        'error',
        ...wallClock,
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message:
            'Use text() (or shortText, requiredText, longText) of ./common: it refuses NUL and malformed text.',
        },
      ],
    },
  },
  {
    files: ['api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: apiImportPatterns }] },
  },
  {
    // The platform is below every module: it names none (docs/architecture.md). What a module
    // and the platform both need (roles, the mail outcome, error codes) is in api/contract.
    files: ['api/platform/**/*.ts'],
    ignores: ['api/platform/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiImportPatterns,
            {
              group: ['**/modules/**'],
              message: 'api/platform imports no module (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // What the page's build takes never reaches the SQL side: a file named *.server.ts is for the
    // Node server only (its SQL adapter, tables, migrations runner), and only such files and the
    // tests import one (eslint-rules/: server-only).
    files: ['api/**/*.ts', 'app/**/*.{ts,tsx}', 'browser-api/**/*.ts'],
    ignores: ['api/test/**'],
    plugins: { local },
    rules: { 'local/server-only': 'error' },
  },
  {
    // Modules run in the page too (browser mode): Node's own modules stay in the SQL adapter
    // (*.server.ts), the test harness and server/. Tests of a module may read files. The files
    // directly in api/modules/ assemble the modules and import each of them.
    files: ['api/modules/*/**/*.ts'],
    ignores: ['api/modules/**/*.test.ts', 'api/modules/**/*.server.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiImportPatterns,
            {
              // ../auth is allowed (its index.ts), ../auth/service is not; a module's schemas
              // (contract), store interface (store) and sample data (seed) are shared as they are
              regex: '^\\.\\./[^./][^/]*/(?!contract$|contract-|seed$|store$)',
              message: "Another module only through its index.ts (import from '../<module>').",
            },
          ],
        },
      ],
    },
  },
  {
    // A module's SQL side may name another module's tables (a foreign key) and Node's modules.
    files: ['api/modules/*/**/*.server.ts'],
    ignores: ['api/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...apiImportPatterns,
            {
              regex: '^\\.\\./[^./][^/]*/(?!sql-tables\\.server$|contract$|contract-|seed$|store$)',
              message:
                "Another module only through its index.ts (import from '../<module>'), or its sql-tables.server.",
            },
          ],
        },
      ],
    },
  },
  {
    // A browser test takes its context from the worker's shared one (docs/decisions/0071): its
    // `test` is e2e/support/test.ts's, not Playwright's.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support/test' (one browser context per worker).",
            },
          ],
        },
      ],
    },
  },
);
