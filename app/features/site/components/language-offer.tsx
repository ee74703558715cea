/**
 * A visitor who chose another language than this page's is offered the page in it, in their own
 * language: a notice under the header, never a redirect, so every address stays what it says for
 * search engines (docs/decisions/0068-language-addresses.md). The choice is the browser's, so the
 * `language-offer` island (app/islands/language-offer.ts) decides and shows it; the page carries
 * the notice's markup and its two texts in every language.
 */
import { useTranslation } from 'react-i18next';
import { IconX } from '../../../components/inline-icons';
import { languages } from '../../../lib/i18n/languages';
import classes from '../site.module.css';
import offerClasses from './language-offer.module.css';

/** the offer's words in each language: what the island reads from `data-texts` */
export type LanguageOfferTexts = Record<string, { read: string; dismiss: string }>;

export function LanguageOffer() {
  const { t: tPage, i18n } = useTranslation('site');
  const texts: LanguageOfferTexts = Object.fromEntries(
    languages.map(({ code }) => {
      const t = i18n.getFixedT(code, 'site');
      return [code, { read: t('languageOffer.read'), dismiss: t('languageOffer.dismiss') }];
    }),
  );
  return (
    <template data-island="language-offer" data-texts={JSON.stringify(texts)}>
      <aside className={offerClasses.languageOffer} data-testid="language-offer">
        <a href="/">{tPage('languageOffer.read')}</a>
        <button type="button" className={classes.iconButton}>
          <IconX size={16} aria-hidden />
        </button>
      </aside>
    </template>
  );
}
