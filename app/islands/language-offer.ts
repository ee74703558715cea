/**
 * The offer of this page in the visitor's chosen language (docs/decisions/0068): shown when they
 * chose another language than the page's and did not dismiss it for that language. Written in
 * their language, with its script's face (Thai; app/lib/i18n/script-faces.ts), which the page's own
 * language does not load. The markup and the texts of every language come from the page
 * (app/features/site/components/language-offer.tsx).
 */
import { hasChosenLanguage, storedLanguage } from '../lib/i18n/language-choice';
import { htmlLangOf } from '../lib/i18n/languages';
import { languageOfPath, localizedPath, unlocalizedPath } from '../lib/i18n/localized-path';
import { loadLanguageFont } from './fonts';
import { readJson } from './island';

const DISMISSED_KEY = 'languageOfferDismissed';

function dismissedFor(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function mount(template: HTMLElement) {
  if (!(template instanceof HTMLTemplateElement)) return;
  const { pathname } = window.location;
  const wanted = storedLanguage();
  if (!hasChosenLanguage() || wanted === languageOfPath(pathname) || dismissedFor() === wanted)
    return;
  const texts = readJson<Record<string, { read: string; dismiss: string }>>(
    template,
    'data-texts',
    {},
  )[wanted];
  if (!texts) return;
  const offer = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  const link = offer?.querySelector('a');
  const dismiss = offer?.querySelector('button');
  if (!offer || !link || !dismiss) return;
  const lang = htmlLangOf(wanted);
  loadLanguageFont(wanted);
  offer.lang = lang;
  offer.setAttribute('aria-label', texts.read);
  link.href = localizedPath(unlocalizedPath(pathname), wanted);
  link.hreflang = lang;
  link.textContent = texts.read;
  dismiss.setAttribute('aria-label', texts.dismiss);
  dismiss.title = texts.dismiss;
  dismiss.addEventListener('click', () => {
    try {
      window.localStorage.setItem(DISMISSED_KEY, wanted);
    } catch {
      // storage unavailable: dismissed for this page only
    }
    offer.remove();
  });
  template.after(offer);
}
