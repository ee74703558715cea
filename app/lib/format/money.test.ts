import { describe, expect, it } from 'vitest';
import { moneyFormat } from './money';

describe('moneyFormat', () => {
  it('writes satang and baht as the same amount of Thai baht', () => {
    const en = moneyFormat('en');
    expect(en.satang(125_050)).toBe(en.baht(1250.5));
    expect(en.baht(1250.5)).toBe('฿1,250.50');
  });

  it("follows the reader's language", () => {
    // German groups with dots and puts the sign last
    expect(moneyFormat('de').satang(125_050)).toBe('1.250,50\u00a0฿');
    expect(moneyFormat('th').baht(99)).toBe('฿99.00');
  });
});
