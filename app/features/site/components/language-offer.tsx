/**
 * A visitor who chose another language than this page's is offered the page in it, in their own
 * language: a notice under the header, never a redirect, so every address stays what it says for
 * search engines (docs/decisions/0068-language-addresses.md). Shown after the page has loaded (it
 * depends on the browser's stored choice); dismissed, it stays away for that language.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IconX } from '../../../components/inline-icons';
import { loadFontsFor } from '../../../lib/fonts';
import { i18n, storedLanguage } from '../../../lib/i18n';
import { htmlLangOf, type LanguageCode } from '../../../lib/languages';
import { languageOfPath, localizedPath, unlocalizedPath } from '../../../lib/localized-path';
import classes from '../site.module.css';
import offerClasses from './language-offer.module.css';

const DISMISSED_KEY = 'languageOfferDismissed';

function dismissedFor(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

interface Offer {
  /** the page language it was made for: a move to another language's page drops it */
  forPage: LanguageCode;
  language: LanguageCode;
  text: string;
  dismiss: string;
}

export function LanguageOffer() {
  const { pathname } = useLocation();
  const { t } = useTranslation('site');
  const [offer, setOffer] = useState<Offer | null>(null);
  const pageLanguage = languageOfPath(pathname);

  useEffect(() => {
    const wanted = storedLanguage();
    let stale = false;
    // the site layout shows the offer only to a visitor who chose another language than the
    // page's; one who said no to that language keeps the page as it is
    if (dismissedFor() === wanted) return;
    // the offer is written in the visitor's language: its texts load first, and its script's
    // face (Thai, Chinese), which the page's own language does not load
    void loadFontsFor(wanted);
    void i18n.loadLanguages(wanted).then(() => {
      if (stale) return;
      const inWanted = i18n.getFixedT(wanted, 'site');
      setOffer({
        forPage: pageLanguage,
        language: wanted,
        text: inWanted('languageOffer.read'),
        dismiss: inWanted('languageOffer.dismiss'),
      });
    });
    return () => {
      stale = true;
    };
  }, [pageLanguage]);

  if (offer?.forPage !== pageLanguage) return null;
  const lang = htmlLangOf(offer.language);
  return (
    <aside
      className={offerClasses.languageOffer}
      lang={lang}
      aria-label={offer.text}
      data-testid="language-offer"
    >
      <Link to={localizedPath(unlocalizedPath(pathname), offer.language)} hrefLang={lang}>
        {offer.text}
      </Link>
      <button
        type="button"
        className={classes.iconButton}
        aria-label={offer.dismiss}
        onClick={() => {
          try {
            window.localStorage.setItem(DISMISSED_KEY, offer.language);
          } catch {
            // storage unavailable: dismissed for this page only
          }
          setOffer(null);
        }}
        title={t('languageOffer.dismiss')}
      >
        <IconX size={16} aria-hidden />
      </button>
    </aside>
  );
}
