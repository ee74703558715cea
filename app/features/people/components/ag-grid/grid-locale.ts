import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type LocaleText = Record<string, string>;

/**
 * AG Grid's own texts per language, loaded when the language is in use: the package's locale for
 * de, fr, pt and cn (English is the grid's own default; it has no Thai). Rollup keeps only the
 * four locales named here out of the package's 31.
 */
const packageLocales: Partial<Record<string, () => Promise<LocaleText>>> = {
  de: () => import('@ag-grid-community/locale').then(({ AG_GRID_LOCALE_DE }) => AG_GRID_LOCALE_DE),
  fr: () => import('@ag-grid-community/locale').then(({ AG_GRID_LOCALE_FR }) => AG_GRID_LOCALE_FR),
  pt: () => import('@ag-grid-community/locale').then(({ AG_GRID_LOCALE_PT }) => AG_GRID_LOCALE_PT),
  cn: () => import('@ag-grid-community/locale').then(({ AG_GRID_LOCALE_CN }) => AG_GRID_LOCALE_CN),
};

/**
 * The grid's texts in the reader's language: the package's locale with ours over it (`grid` of
 * the ag-grid namespace: the texts this grid shows, reviewed, and in Thai, which the package
 * lacks). Undefined while the language's locale loads; a new object when the language changes.
 */
export function useGridLocaleText(): { language: string; localeText: LocaleText | undefined } {
  const { t, i18n } = useTranslation('ag-grid');
  const language = i18n.language;
  const [loaded, setLoaded] = useState<{ language: string; text: LocaleText }>();

  useEffect(() => {
    let current = true;
    const load = packageLocales[language] ?? (() => Promise.resolve({}));
    load().then(
      (text) => current && setLoaded({ language, text }),
      // without the package's file the grid still shows ours, and English for the rest
      () => current && setLoaded({ language, text: {} }),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const localeText = useMemo(
    () =>
      loaded?.language === language
        ? { ...loaded.text, ...(t('grid', { returnObjects: true }) as LocaleText) }
        : undefined,
    [loaded, language, t],
  );
  return { language, localeText };
}
