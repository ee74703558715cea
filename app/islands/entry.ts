/**
 * The only script of a public page (docs/decisions/0069-public-pages-as-islands.md). It gives
 * each element marked `data-island="<name>"` its behaviour, loading that island's module only
 * when the page has such an element. No React, React Router, i18next, Mantine or TanStack here
 * or in any island: the lint forbids them under app/islands/.
 */
import { setPublicPageMark } from '../lib/ui/public-page-mark';
import type { Island } from './island';

const islands: Record<string, () => Promise<Island>> = {
  'theme-toggle': () => import('./theme-toggle'),
  menu: () => import('./menu'),
  'language-links': () => import('./language-links'),
  'language-offer': () => import('./language-offer'),
  'contact-form': () => import('./contact-form'),
  'track-form': () => import('./track-form'),
  'track-page': () => import('./track-page'),
  'mail-link': () => import('./mail-link'),
};

async function mountAll() {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  await Promise.all(
    elements.map(async (element) => {
      const load = islands[element.dataset.island ?? ''];
      if (!load) return;
      try {
        await (await load()).mount(element);
      } catch (error) {
        // one island failing leaves the others, and the page, as they are
        console.error(`island ${element.dataset.island}`, error);
      }
    }),
  );
  // every island is live from here on (browser tests wait for it)
  document.documentElement.dataset.siteHydrated = 'true';
}

// the application that sent the visitor here may stop watching for a loop (app/layouts/site.tsx)
setPublicPageMark(null);
void mountAll();
void import('./fonts').then((fonts) => fonts.loadPageFonts());
