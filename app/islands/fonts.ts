/**
 * The faces a public page adds after its first paint (docs/decisions/0006, 0069): Inter on every
 * page (until it arrives the text is drawn in its metric twin, app/styles/tokens.css, so nothing
 * moves), and the Thai face where an island shows Thai words on a page in another language (the
 * language offer, the names of the languages). A Thai page names its face in its head
 * (app/root.tsx); Chinese is drawn in the system's face (app/lib/i18n/script-faces.ts).
 */
import interCss from '../styles/inter.css?url';
import { languageOfPath } from '../lib/i18n/localized-path';
import { scriptFacesOf } from '../lib/i18n/script-faces';

function loadStylesheet(href: string) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** The face of a language with a script of its own (Thai), for words in it; nothing for others. */
export function loadLanguageFont(language: string) {
  for (const href of scriptFacesOf(language)) loadStylesheet(href);
}

export function loadPageFonts() {
  // a Thai page keeps Inter's metric twin for its few Latin words: Inter arriving after the first
  // paint reflowed the Thai lines (its spaces are not its twin's), moving the page's sections
  // (Lighthouse CLS 0.05-0.11 on every Thai page)
  if (languageOfPath(window.location.pathname) === 'th') return;
  loadStylesheet(interCss);
}
