/** Product rules kept by lint rules (eslint.config.js): each rule catches what it is for. */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const configFile = fileURLToPath(new URL('../../eslint.config.js', import.meta.url));

async function flaggedLines(source: string, filePath: string) {
  const [result] = await new ESLint().lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line);
}

describe('the wall-clock rule (docs/decisions/0044)', () => {
  const probe = `
import { SignJWT } from 'jose';
export const a = new Date();
export const b = Date.now();
export const c = [1].map(Date.now);
export const d = new SignJWT({}).setIssuedAt().setExpirationTime('5m');
export const fine = [new Date(0), new Date('2026-11-22T09:00:00Z'), new SignJWT({}).setIssuedAt(5).setExpirationTime(10)];
`;

  it.each([
    'api/modules/todo/seed.ts',
    'api/contract/probe.ts',
    'api/modules/todo/probe.test.ts',
    'browser-api/probe.ts',
    'server/probe.ts',
  ])('flags every reading of the wall clock in %s, and nothing else', async (filePath) => {
    expect(await flaggedLines(probe, filePath)).toEqual([3, 4, 5, 6, 6]);
  });

  it('allows it in the one place that defines the wall clock', async () => {
    const [result] = await new ESLint().lintFiles(['api/platform/clock.ts']);
    expect(result.messages).toEqual([]);
  });
});

describe('the contract-text rule (docs/decisions/0045)', () => {
  const probe = `
import { z } from 'zod';
import { text } from './common';
export const a = z.object({ name: z.string().max(5) });
export const fine = z.object({ name: text().max(5), n: z.number() });
`;

  it('flags z.string() in the contract, where text() must be used', async () => {
    expect(await flaggedLines(probe, 'api/contract/probe.ts')).toEqual([4]);
  });

  it('lets common.ts build text() on z.string()', async () => {
    const [result] = await new ESLint().lintFiles(['api/contract/common.ts']);
    expect(result.messages).toEqual([]);
  });
});

describe('the literal-text rule of the app (docs/conventions.md)', () => {
  const probe = `
import { useTranslation } from 'react-i18next';
export function Probe() {
  const { t } = useTranslation();
  return (
    <section aria-label="Shipments">
      <h2>Hello</h2>
      <p>สวัสดี</p>
      <img alt="A container ship" src="/x.svg" />
      <button title={t('close')}>{t('close')}</button>
      <span>{'·'} 42 </span>
    </section>
  );
}
`;

  it('flags letters written into JSX, in any script, as text or as a label', async () => {
    expect(await flaggedLines(probe, 'app/features/probe/probe.tsx')).toEqual([6, 7, 8, 9]);
  });

  it('lets tests write text', async () => {
    expect(await flaggedLines(probe, 'app/features/probe/probe.test.tsx')).toEqual([]);
  });
});

describe('Node modules stay out of api/modules', () => {
  const probe = `import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n`;

  it('flags node:* in a module, not in its tests or the SQL adapter', async () => {
    const [result] = await new ESLint().lintText(probe, { filePath: 'api/modules/todo/probe.ts' });
    expect(result.messages.map((m) => m.ruleId)).toEqual(['local/server-only']);
    for (const filePath of ['api/modules/todo/probe.test.ts', 'api/modules/todo/probe.server.ts']) {
      const [other] = await new ESLint().lintText(probe, { filePath });
      expect(other.messages).toEqual([]);
    }
  });
});

describe('only *.server.ts files import the SQL side (eslint-rules/: server-only)', () => {
  it("flags a *.server import where the page's build takes the file, not in a *.server.ts file", async () => {
    const probe =
      "import { sqlTodoStore } from './sql-store.server';\nexport const all = [sqlTodoStore];";
    for (const filePath of [
      'api/modules/todo/probe.ts',
      'browser-api/probe.ts',
      'app/lib/probe.ts',
    ]) {
      const [result] = await new ESLint().lintText(probe, { filePath });
      expect(
        result.messages.map((m) => m.ruleId),
        filePath,
      ).toContain('local/server-only');
    }
    const [server] = await new ESLint().lintText(probe, {
      filePath: 'api/modules/todo/probe.server.ts',
    });
    expect(server.messages).toEqual([]);
  });
});

describe('the app calls endpoints by their declaration (eslint-rules/: no-api-path-literal)', () => {
  it('flags an /api/ path written out in app/, not in a test', async () => {
    const probe =
      "export const a = '/api/apps/todo/tasks';\nexport const b = `/api/apps/todo/${a}`;";
    const [result] = await new ESLint().lintText(probe, { filePath: 'app/features/todo/probe.ts' });
    expect(result.messages.map((m) => m.ruleId)).toEqual([
      'local/no-api-path-literal',
      'local/no-api-path-literal',
    ]);
    const [test] = await new ESLint().lintText(probe, {
      filePath: 'app/features/todo/probe.test.ts',
    });
    expect(test.messages).toEqual([]);
  });
});

describe("every password field is the app's own, which sets aria-invalid (issue 37)", () => {
  it("flags Mantine's PasswordInput in app/, not its other components nor the app's field", async () => {
    const probe = [
      "import { PasswordInput, TextInput } from '@mantine/core';",
      "import { PasswordInput as Field } from '../../components/password-input';",
      'export const all = [PasswordInput, TextInput, Field];',
    ].join('\n');
    const [result] = await new ESLint().lintText(probe, {
      filePath: 'app/features/auth/probe.tsx',
    });
    expect(result.messages.map((m) => [m.line, m.ruleId])).toEqual([[1, 'no-restricted-imports']]);
  });
});

describe('a module uses another only through its index.ts', () => {
  it('flags ../<module>/<file>, not ../<module> or ../../platform', async () => {
    const probe = [
      "import { emailService } from '../email/service';",
      "import { operationsMailbox } from '../email';",
      "import { requireRule } from '../../platform/guard';",
      'export const all = [emailService, operationsMailbox, requireRule];',
    ].join('\n');
    const [result] = await new ESLint().lintText(probe, {
      filePath: 'api/modules/contact/probe.ts',
    });
    expect(result.messages.map((m) => [m.line, m.ruleId])).toEqual([[1, 'no-restricted-imports']]);
  });
});

describe('no import cycle (eslint-rules/, docs/conventions.md)', () => {
  // The probe files are on disk, as the rule reads them, in a folder of their own outside the
  // checkout: an `npx eslint .` running meanwhile must not find the probe's cycle.
  let root = '';
  const write = (file: string, source: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  };
  const lint = async (file: string) => {
    const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });
    const [result] = await eslint.lintFiles([path.join(root, file)]);
    return result.messages.map((m) => `${m.line} ${m.ruleId} ${m.message}`);
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'lint-cycle-'));
    write(
      'app/lib/a.ts',
      "import { b } from './b';\nimport type { D } from './d';\nimport { later } from './e';\nexport const a = (d: D) => [b, d, later];\n",
    );
    write('app/lib/b.ts', "export * from './parts';\nexport const b = 1;\n");
    write('app/lib/parts/index.ts', "import {\n  a,\n} from '../a';\nexport const c = () => a;\n");
    write('app/lib/d.ts', "import type { a } from './a';\nexport type D = typeof a;\n");
    write('app/lib/e.ts', "export const later = () => import('./a');\n");
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('flags the import that leads back to the file, naming the cycle, on every file of it', async () => {
    const cycle =
      'Import cycle: app/lib/a.ts -> app/lib/b.ts -> app/lib/parts/index.ts -> app/lib/a.ts.';
    expect((await lint('app/lib/a.ts'))[0]).toEqual(
      `1 local/no-import-cycle ${cycle} Move what both sides need into a module of its own.`,
    );
    expect((await lint('app/lib/parts/index.ts'))[0]).toContain(
      'app/lib/parts/index.ts -> app/lib/a.ts -> app/lib/b.ts -> app/lib/parts/index.ts',
    );
  });

  it('counts type-only and lazy imports too: a circle of types or of import() is one', async () => {
    expect((await lint('app/lib/a.ts')).map((line) => line.split(' ')[0])).toEqual(['1', '2', '3']);
    expect((await lint('app/lib/d.ts'))[0]).toContain(
      'app/lib/d.ts -> app/lib/a.ts -> app/lib/d.ts',
    );
    expect((await lint('app/lib/e.ts'))[0]).toContain(
      'app/lib/e.ts -> app/lib/a.ts -> app/lib/e.ts',
    );
  });

  it('reads a file again when it changes', async () => {
    write('app/lib/parts/index.ts', 'export const c = 3;\n');
    const later = new Date(Date.UTC(2100, 0, 1));
    utimesSync(path.join(root, 'app/lib/parts/index.ts'), later, later);
    expect((await lint('app/lib/a.ts')).map((line) => line.split(' ')[0])).toEqual(['2', '3']);
  });
});

describe('feature boundaries (docs/architecture.md)', () => {
  const ruleLines = async (source: string, filePath: string) => {
    const [result] = await new ESLint().lintText(source, { filePath });
    return result.messages
      .filter((m) => m.ruleId === 'local/feature-boundaries')
      .map((m) => m.line);
  };
  const probe = [
    "import { useSettings } from '../settings/store';",
    "import { Customizer } from '../../features/settings/customizer';",
    "import { menu } from './menu';",
    "import { http } from '../../lib/http/http';",
    "import { Icon } from '../../components/inline-icon';",
    "import { authReply } from '../../../api/contract/auth';",
    "export { fold } from '../site/format';",
    "export const later = () => import('../auth/api');",
    'export const all = [useSettings, Customizer, menu, http, Icon, authReply];',
  ].join('\n');

  it('flags a feature importing another feature, not its own folder or shared code', async () => {
    expect(await ruleLines(probe, 'app/features/shell/probe.ts')).toEqual([1, 2, 7, 8]);
  });

  it('flags app/lib and app/components importing a feature', async () => {
    const shared =
      "import { useSettings } from '../features/settings/store';\nexport const s = useSettings;\n";
    expect(await ruleLines(shared, 'app/lib/probe.ts')).toEqual([1]);
    expect(await ruleLines(shared, 'app/components/probe.tsx')).toEqual([1]);
  });

  it('bounds a showcase folder as a feature, in what it imports and who imports it', async () => {
    const showcase = [
      "import { ChartGrid } from '../../charts/components/chart-grid';",
      "import { Customizer } from '../../../features/settings/customizer';",
      "import { DemoCard } from '../components/basic/demo-card';",
      "import { http } from '../../../lib/http/http';",
      "import { ExamplePage } from '../../../components/example/example-page';",
      'export const all = [ChartGrid, Customizer, DemoCard, http, ExamplePage];',
    ].join('\n');
    expect(await ruleLines(showcase, 'app/showcase/cards/pages/probe.tsx')).toEqual([1, 2]);
    const [result] = await new ESLint().lintText(showcase, {
      filePath: 'app/showcase/cards/pages/probe.tsx',
    });
    const crossing = result.messages.find((m) => m.ruleId === 'local/feature-boundaries');
    expect(crossing?.message).toMatch(/^app\/showcase\/cards imports app\/showcase\/charts:/);
    const chartGrid = (up: string) =>
      `import { G } from '${up}/showcase/charts/components/chart-grid';\nexport const g = G;\n`;
    expect(await ruleLines(chartGrid('../..'), 'app/features/shell/probe.ts')).toEqual([1]);
    expect(await ruleLines(chartGrid('..'), 'app/lib/probe.ts')).toEqual([1]);
    expect(await ruleLines(chartGrid('..'), 'app/components/probe.tsx')).toEqual([1]);
    expect(await ruleLines(chartGrid('..'), 'app/layouts/probe.tsx')).toEqual([]);
  });

  it('lets layouts, routes and the root compose features', async () => {
    const composer =
      "import { Customizer } from '../features/settings/customizer';\nexport const c = Customizer;\n";
    expect(await ruleLines(composer, 'app/layouts/probe.tsx')).toEqual([]);
    expect(await ruleLines(composer, 'app/routes/probe.tsx')).toEqual([]);
    expect(
      await ruleLines(
        "import { useApplyTheme } from './features/settings/use-apply-theme';\nexport const u = useApplyTheme;\n",
        'app/root.tsx',
      ),
    ).toEqual([]);
  });
});

describe('kebab-case file names (docs/conventions.md)', () => {
  const flagged = async (filePath: string) => {
    const [result] = await new ESLint().lintText('export const x = 1;\n', { filePath });
    return result.messages.some((m) => m.ruleId === 'local/kebab-case-file-name');
  };

  it.each([
    'app/lib/pageSearch.ts',
    'app/lib/Page-search.tsx',
    'app/lib/page_search.ts',
    'scripts/build--all.mjs',
    'app/lib/x.Test.ts',
  ])('flags %s', async (filePath) => {
    expect(await flagged(filePath)).toBe(true);
  });

  it.each([
    'app/lib/page-search.tsx',
    'app/lib/session/acl.test.ts',
    'e2e/site.shots.ts',
    'vite.config.ts',
    'app/lib/i18n/i18n.ts',
    'scripts/build-server.mjs',
  ])('allows %s', async (filePath) => {
    expect(await flagged(filePath)).toBe(false);
  });
});
