/**
 * Script fonts. Inter (Latin, Cyrillic, Greek, Vietnamese) is always loaded by root.tsx;
 * the Thai and Chinese faces are only fetched when that language is active.
 * The CSS files declare unicode-range subsets, so the browser downloads only the glyph files it needs.
 */
const loaded = new Set<string>();

const fontLoaders: Record<string, () => Promise<unknown>[]> = {
  th: () => [
    import('@fontsource/noto-sans-thai/400.css'),
    import('@fontsource/noto-sans-thai/500.css'),
    import('@fontsource/noto-sans-thai/700.css'),
  ],
  cn: () => [
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-sc/500.css'),
    import('@fontsource/noto-sans-sc/700.css'),
  ],
};

export async function loadFontsFor(language: string): Promise<void> {
  const load = fontLoaders[language];
  if (!load || loaded.has(language)) return;
  loaded.add(language);
  try {
    await Promise.all(load());
  } catch {
    // The text stays readable in the system's fallback font.
    loaded.delete(language);
  }
}

/** The font stack: Inter first, then the script fonts (used per glyph once loaded), then system fonts. */
export const fontFamily =
  "'Inter Variable', 'Noto Sans Thai', 'Noto Sans SC', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
