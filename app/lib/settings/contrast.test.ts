import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, parseHex, relativeLuminance, textOn } from './contrast';

describe('contrast', () => {
  it('reads #rgb and #rrggbb, any case, and refuses the rest', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#EA5455')).toEqual([234, 84, 85]);
    expect(parseHex('c0292b')).toEqual([192, 41, 43]);
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('red')).toBeNull();
    expect(() => relativeLuminance('nope')).toThrow();
  });

  it('gives black 0 and white 1 as luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('gives the ratios WCAG and the theme note name', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // WebAIM's checker: #767676 on white is 4.54:1, #777777 4.48:1
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // app/theme.ts: brand 7 (#c0292b) has 5.8:1 with white text
    expect(contrastRatio('#c0292b', '#ffffff')).toBeCloseTo(5.8, 1);
  });

  it('names the level reached, at the edges too', () => {
    expect(contrastLevel(21)).toBe('AAA');
    expect(contrastLevel(7)).toBe('AAA');
    expect(contrastLevel(6.99)).toBe('AA');
    expect(contrastLevel(4.5)).toBe('AA');
    expect(contrastLevel(4.499)).toBe('AA');
    expect(contrastLevel(4.49)).toBe('AA-large');
    expect(contrastLevel(3)).toBe('AA-large');
    expect(contrastLevel(2.99)).toBe('fail');
    expect(contrastLevel(1)).toBe('fail');
  });

  it('picks the text colour that reaches AA on each theme colour', () => {
    for (const hex of ['#ea5455', '#28c76f', '#ff9f43', '#1e1e1e']) {
      expect(contrastRatio(hex, textOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOn('#1e1e1e')).toBe('#ffffff');
    expect(textOn('#28c76f')).toBe('#000000');
  });
});
