/**
 * The links to this page in the other languages (header menu, footer): a click remembers the
 * choice, which the dashboard and the language offer read (docs/decisions/0068). Each language
 * is named in its own script: when the list is seen (the menu opened, the footer scrolled to), the
 * Thai face is declared for "ไทย" (Chinese is drawn in the system's face: app/lib/i18n/script-faces.ts).
 */
import { rememberLanguage } from '../lib/i18n/language-choice';
import { isLanguageCode } from '../lib/i18n/languages';
import { loadLanguageFont } from './fonts';

function loadNamesFaces() {
  loadLanguageFont('th');
}

export function mount(list: HTMLElement) {
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-language]');
    const code = link?.dataset.language;
    if (isLanguageCode(code)) rememberLanguage(code);
  });
  const menu = list.closest('details');
  if (menu) {
    menu.addEventListener('toggle', () => {
      if (menu.open) loadNamesFaces();
    });
    return;
  }
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    seen.disconnect();
    loadNamesFaces();
  });
  seen.observe(list);
}
