import { useLocation } from 'react-router';
import { brand } from '../../../brand';
import { defaultLanguage, languages } from '../../../lib/i18n/languages';
import { localizedPath, unlocalizedPath } from '../../../lib/i18n/localized-path';
import { useSite } from '../format';

const ogLocales: Record<string, string> = {
  en: 'en_GB',
  th: 'th_TH',
  cn: 'zh_CN',
  de: 'de_DE',
  fr: 'fr_FR',
  pt: 'pt_PT',
};

/**
 * The page's title, description and Open Graph tags in its language, its canonical address and
 * its versions in the other languages (docs/decisions/0068-language-addresses.md). React 19
 * hoists these elements into <head>, where the prerendered HTML carries them.
 */
export function PageHead({ section }: { section: string }) {
  const { t, i18n } = useSite();
  const { pathname } = useLocation();
  const title = `${t(`${section}.meta.title`, { name: brand.name })} | ${brand.name}`;
  const description = t(`${section}.meta.description`, { name: brand.name });
  const url = `${brand.siteUrl}${pathname}`;
  const englishPath = unlocalizedPath(pathname);
  const versionUrl = (code: (typeof languages)[number]['code']) =>
    `${brand.siteUrl}${localizedPath(englishPath, code)}`;
  return (
    <>
      <link rel="canonical" href={url} />
      {languages.map((l) => (
        <link key={l.code} rel="alternate" hrefLang={l.htmlLang} href={versionUrl(l.code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={versionUrl(defaultLanguage)} />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${brand.siteUrl}${brand.shareImage}`} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:locale" content={ogLocales[i18n.language] ?? 'en_GB'} />
      {languages
        .filter((l) => l.code !== i18n.language)
        .map((l) => (
          <meta key={l.code} property="og:locale:alternate" content={ogLocales[l.code]} />
        ))}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
