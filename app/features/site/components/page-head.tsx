import { useLocation } from 'react-router';
import { brand } from '../../../brand';
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
 * The page's title, description and Open Graph tags, in the visitor's language.
 * React 19 hoists these elements into <head>: the prerendered HTML carries the English ones,
 * and they follow every change of language at run time.
 */
export function PageHead({ section }: { section: string }) {
  const { t, i18n } = useSite();
  const { pathname } = useLocation();
  const title = `${t(`${section}.meta.title`, { name: brand.name })} | ${brand.name}`;
  const description = t(`${section}.meta.description`, { name: brand.name });
  const url = `${brand.siteUrl}${pathname}`;
  return (
    <>
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
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
