/**
 * i18n set-up (docs/decisions/0001-i18n-loading.md).
 * - i18next + react-i18next; namespaces are JSON files at app/locales/<lang>/<ns>.json.
 * - In the browser every (language, namespace) file is its own chunk, loaded on demand.
 * - During prerender (the server build) every language is bundled eagerly so pages render
 *   synchronously.
 * - A public page is prerendered in the language of its address (lib/i18n/localized-path.ts,
 *   docs/decisions/0068-language-addresses.md, `renderInPageLanguage`) and never hydrates
 *   (docs/decisions/0069). A staff page hydrates in English (its prerendered shell holds no
 *   text), then switches to the stored choice. <html lang> and the script fonts follow every
 *   change.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadFontsFor } from './fonts';
import { rememberLanguage, storedLanguage } from './language-choice';
import { namespaceFile } from './locale-files';
import {
  defaultLanguage,
  htmlLangOf,
  isLanguageCode,
  languages,
  type LanguageCode,
} from './languages';

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const fail = (error: unknown) =>
      callback(error instanceof Error ? error : new Error(String(error)), null);
    if (!isLanguageCode(language)) return callback(null, {});
    namespaceFile(language, namespace).then((load) => {
      // A namespace file that does not exist (yet) is an empty namespace, not an error.
      if (!load) return callback(null, {});
      load().then((module) => callback(null, module.default), fail);
    }, fail);
  },
};

// For prerendering; the client build drops this branch and the module with it.
const serverResources = import.meta.env.SSR
  ? (await import('./i18n-prerender')).prerenderResources
  : {};

export const i18n = i18next.createInstance();

let started = false;

/** Initializes i18n once. Safe to call from several places. */
export function initI18n() {
  if (started) return i18n;
  started = true;
  const common = {
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: languages.map((l) => l.code),
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  } as const;
  if (import.meta.env.SSR) {
    void i18n.use(initReactI18next).init({
      ...common,
      resources: serverResources,
      ns: Object.keys(serverResources[defaultLanguage] ?? {}),
      initAsync: false,
    });
  } else {
    i18n.on('languageChanged', onLanguageChanged);
    void i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({ ...common, load: 'currentOnly' });
  }
  return i18n;
}

function onLanguageChanged(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLangOf(language);
  document.documentElement.dir = 'ltr';
  void loadFontsFor(language);
}

/** Switches the language and remembers the choice. */
export async function setLanguage(code: LanguageCode) {
  rememberLanguage(code);
  await i18n.changeLanguage(code);
}

/**
 * Prerender: a public page renders in the language its address names. The server bundles every
 * language's texts and renders one page at a time, so the switch is done before the page's
 * components read them. In the browser a public page does not render as the application
 * (docs/decisions/0069).
 */
export function renderInPageLanguage(code: LanguageCode) {
  if (i18n.language !== code) void i18n.changeLanguage(code);
}

/**
 * On a staff page, after hydration (which happens in English, its prerendered shell has no text),
 * switch to the stored language. Called from the root component.
 */
export function applyStoredLanguage() {
  const code = storedLanguage();
  if (code !== i18n.language) void i18n.changeLanguage(code);
  else onLanguageChanged(code);
}

export function currentLanguage(): LanguageCode {
  return isLanguageCode(i18n.language) ? i18n.language : defaultLanguage;
}
