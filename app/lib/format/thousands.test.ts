import { describe, expect, it } from 'vitest';
import { thousandsFormat } from './thousands';

describe('thousandsFormat (docs/product.md section 9)', () => {
  const en = thousandsFormat('en');
  const dollars = thousandsFormat('en', { currency: 'USD' });

  it('leaves values up to 999 as the reader writes them', () => {
    expect(en(0)).toBe('0');
    expect(en(42)).toBe('42');
    expect(en(999)).toBe('999');
    expect(en(-999)).toBe('-999');
    expect(dollars(999)).toBe('$999');
    expect(dollars(362)).toBe('$362');
  });

  it("shows values above 999 in the reader's compact form, to a decimal of its unit at least", () => {
    expect(en(1000)).toBe('1K');
    expect(en(1500)).toBe('1.5K');
    expect(en(1284)).toBe('1.28K');
    expect(en(28_400)).toBe('28.4K');
    expect(en(97_500)).toBe('97.5K');
    expect(en(123_456)).toBe('123.5K');
    expect(en(1_234_567)).toBe('1.23M');
    expect(en(-1500)).toBe('-1.5K');
  });

  it('money follows the same rule: the statistics card’s revenue of 97,500 dollars', () => {
    expect(dollars(97_500)).toBe('$97.5K');
    expect(dollars(12_400)).toBe('$12.4K');
    expect(dollars(1_234_567)).toBe('$1.23M');
  });

  it('in each language its own compact form, never an English k', () => {
    const shown = (locale: string, value: number, currency?: string) =>
      thousandsFormat(locale, { currency })(value).replace(/\s/g, ' ');
    expect(shown('fr', 97_500)).toBe('97,5 k');
    expect(shown('pt', 97_500)).toBe('97,5 mil');
    expect(shown('zh-CN', 97_500)).toBe('9.75万');
    expect(shown('zh-CN', 97_500, 'USD')).toBe('US$9.75万');
    expect(shown('th', 97_500)).toBe('97.5K');
    // German writes thousands whole in its compact form and shortens millions
    expect(shown('de', 97_500, 'USD')).toBe('97.500 $');
    expect(shown('de', 1_234_567)).toBe('1,23 Mio.');
  });

  it('passes non-finite values through', () => {
    expect(en(Number.NaN)).toBe('NaN');
  });
});
