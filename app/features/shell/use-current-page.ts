import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pageById, type PageEntry } from '../../pages';
import { brand } from '../../brand';

/** The registry entry of the route being shown (route ids are the registry ids). */
export function useCurrentPage(): PageEntry | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = pageById(matches[i].id);
    if (page) return page;
  }
  return undefined;
}

/** Sets document.title to the page's translated title and the product name. */
export function useDocumentTitle(page: PageEntry | undefined) {
  const { t } = useTranslation('pages');
  const title = page ? t(page.titleKey, { ns: 'pages' }) : '';
  const product = brand.name;
  useEffect(() => {
    document.title = title ? `${title} | ${product}` : product;
  }, [title, product]);
}
