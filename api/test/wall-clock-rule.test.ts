/** The lint rule of docs/decisions/0044: code, seeds and tests under api/ never read the wall clock. */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const probe = `
import { SignJWT } from 'jose';
export const a = new Date();
export const b = Date.now();
export const c = [1].map(Date.now);
export const d = new SignJWT({}).setIssuedAt().setExpirationTime('5m');
export const fine = [new Date(0), new Date('2026-11-22T09:00:00Z'), new SignJWT({}).setIssuedAt(5).setExpirationTime(10)];
`;

describe('the wall-clock lint rule', () => {
  it.each([
    'api/seed/probe.ts',
    'api/modules/todo/probe.test.ts',
    'browser-api/probe.ts',
    'server/probe.ts',
  ])('flags every reading of the wall clock in %s, and nothing else', async (filePath) => {
    const [result] = await new ESLint().lintText(probe, { filePath });
    const lines = result.messages
      .filter((m) => m.ruleId === 'no-restricted-syntax')
      .map((m) => m.line);
    expect(lines).toEqual([3, 4, 5, 6, 6]);
  });

  it('allows it in the one place that defines the wall clock', async () => {
    const [result] = await new ESLint().lintFiles(['api/platform/clock.ts']);
    expect(result.messages).toEqual([]);
  });
});
