/**
 * The faces of a public page, after its first paint (docs/decisions/0006, 0069): Inter on every
 * page (until it arrives the text is drawn in its metric twin, app/styles/tokens.css, so nothing
 * moves), and the Thai or Chinese face only on a page in that language, or where the language
 * offer speaks it. The dashboard loads the same stylesheets through app/lib/fonts.ts.
 */
import interCss from '../styles/inter.css?url';
import thai400 from '@fontsource/noto-sans-thai/400.css?url';
import thai500 from '@fontsource/noto-sans-thai/500.css?url';
import thai700 from '@fontsource/noto-sans-thai/700.css?url';
import chinese400 from '@fontsource/noto-sans-sc/400.css?url';
import chinese500 from '@fontsource/noto-sans-sc/500.css?url';
import chinese700 from '@fontsource/noto-sans-sc/700.css?url';
import { languageOfPath } from '../lib/localized-path';

const languageFaces: Record<string, string[]> = {
  th: [thai400, thai500, thai700],
  cn: [chinese400, chinese500, chinese700],
};

function loadStylesheet(href: string) {
  if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.append(link);
}

/** The Thai or Chinese face, for text in that language; nothing for the others. */
export function loadLanguageFont(language: string) {
  for (const href of languageFaces[language] ?? []) loadStylesheet(href);
}

export function loadPageFonts() {
  loadStylesheet(interCss);
  loadLanguageFont(languageOfPath(window.location.pathname));
}
