/**
 * The visitor's choice of language, kept in localStorage: read by the dashboard (lib/i18n/i18n.ts) and
 * by the public pages' islands, which load no i18next (docs/decisions/0068, 0069).
 */
import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages';

const STORAGE_KEY = 'language';

/** The language the visitor chose last time, or the default. */
export function storedLanguage(): LanguageCode {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLanguageCode(value) ? value : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

/** Whether the visitor ever chose a language (the default is not a choice). */
export function hasChosenLanguage(): boolean {
  try {
    return isLanguageCode(window.localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
}

/** Remembers the visitor's choice, for the dashboard and the public pages' offer. */
export function rememberLanguage(code: LanguageCode) {
  try {
    window.localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}
