/** Product rules kept by lint rules (eslint.config.js): each rule catches what it is for. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
    'api/seed/probe.ts',
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
    expect(result.messages.map((m) => m.ruleId)).toEqual(['no-restricted-imports']);
    for (const filePath of ['api/modules/todo/probe.test.ts', 'api/store/sql/probe.ts']) {
      const [other] = await new ESLint().lintText(probe, { filePath });
      expect(other.messages).toEqual([]);
    }
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
