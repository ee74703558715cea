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

/**
 * Inter, loaded after the first paint (root.tsx): until it arrives the text is drawn in
 * 'Inter Fallback', Arial resized to Inter's metrics (app/styles/tokens.css), so the swap moves
 * nothing, and the font's 47 KB stay off the path to the first paint (docs/decisions/0006).
 */
export function loadInter(): Promise<unknown> {
  return import('../../styles/inter.css').catch(() => undefined);
}

/** The font stack: Inter (its metric twin until it loads), the script fonts (per glyph, once loaded), then system fonts. */
export const fontFamily =
  "'Inter Variable', 'Inter Fallback', 'Noto Sans Thai', 'Noto Sans SC', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
