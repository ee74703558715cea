/**
 * The site's tokens (app/styles/tokens.css) repeat the Mantine theme's values for the pages that do
 * not load Mantine; this keeps the two equal.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '../theme';

// read as text: the test set-up stubs CSS imports (the path is from the repository root)
const css = readFileSync('app/styles/tokens.css', 'utf8');
const tokens = new Map(
  [...css.matchAll(/--site-([\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].replace(/\s+/g, ' ').trim()]),
);

describe('site tokens', () => {
  it('colour shades are the theme palette', () => {
    const palettes = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, readonly string[]>;
    const shades = [...tokens.keys()].filter((k) => /^color-[a-z]+-\d$/.test(k));
    expect(shades.length).toBeGreaterThan(20);
    for (const key of shades) {
      const [, name, shade] = /^color-([a-z]+)-(\d)$/.exec(key)!;
      expect(tokens.get(key), key).toBe(palettes[name][Number(shade)].toLowerCase());
    }
  });

  it('spacing, font sizes and radii are the default theme scale', () => {
    let compared = 0;
    for (const group of ['spacing', 'font-size', 'radius'] as const) {
      const scale = { spacing: DEFAULT_THEME.spacing, 'font-size': DEFAULT_THEME.fontSizes, radius: DEFAULT_THEME.radius }[group];
      for (const [size, value] of Object.entries(scale)) {
        const token = tokens.get(`${group}-${size}`);
        if (token === undefined) continue; // the site does not use this size
        expect(`calc(${token} * var(--mantine-scale))`, `${group}-${size}`).toBe(value);
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  it('filled surfaces use the theme primary shade', () => {
    const shade = (theme.primaryShade as { light: number }).light;
    expect(tokens.get('color-filled')).toBe(`var(--site-color-brand-${shade})`);
  });
});
