import { useTranslation } from 'react-i18next';
import { HELP_LANGUAGES, type HelpLanguage } from '../../../../api/modules/help/contract';

/** The reader's language as the help API knows it (English for anything else). */
export function helpLanguageOf(language: string | undefined): HelpLanguage {
  return (HELP_LANGUAGES as readonly string[]).includes(language ?? '')
    ? (language as HelpLanguage)
    : 'en';
}

/** The help content's language: the reader's, from i18next; a change re-reads the texts. */
export function useHelpLanguage(): HelpLanguage {
  const { i18n } = useTranslation();
  return helpLanguageOf(i18n.resolvedLanguage ?? i18n.language);
}
