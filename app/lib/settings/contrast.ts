/**
 * WCAG 2.2 contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the relative luminance of
 * an sRGB colour and the ratio between two, for the colours page's swatches and the colour cards.
 */

/** `#rgb` or `#rrggbb` (any case) as [r, g, b] from 0 to 255; null when it is neither. */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const digits =
    m[1].length === 3
      ? m[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : m[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The WCAG level text of normal size reaches at this ratio: AAA from 7, AA from 4.5, "AA large"
 * (only for large text, 18 pt or 14 pt bold) from 3, otherwise fail.
 */
export type ContrastLevel = 'AAA' | 'AA' | 'AA-large' | 'fail';

export function contrastLevel(ratio: number): ContrastLevel {
  // compared as shown (two decimals), so 4.499 shown as 4.50 is not called a fail
  const shown = Math.round(ratio * 100) / 100;
  if (shown >= 7) return 'AAA';
  if (shown >= 4.5) return 'AA';
  if (shown >= 3) return 'AA-large';
  return 'fail';
}

/** White or black text, whichever reads better on `background`. */
export function textOn(background: string): string {
  return contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
    ? '#ffffff'
    : '#000000';
}
