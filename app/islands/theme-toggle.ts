/**
 * The header's light/dark button: flips the colour scheme on <html> and stores it in the settings
 * the dashboard reads (app/lib/settings/settings.ts), so both keep one choice.
 */
import { sanitizeSettings, settingsStorageKey } from '../lib/settings/settings';

/** the version of the stored settings entry (app/lib/settings/settings-store.ts) */
const SETTINGS_VERSION = 1;

function storeTheme(theme: 'light' | 'dark') {
  try {
    const stored = JSON.parse(window.localStorage.getItem(settingsStorageKey) ?? '{}') as {
      state?: unknown;
    };
    const settings = { ...sanitizeSettings(stored.state), theme };
    window.localStorage.setItem(
      settingsStorageKey,
      JSON.stringify({ state: settings, version: SETTINGS_VERSION }),
    );
  } catch {
    // storage unavailable (private mode): the choice lasts for this page only
  }
}

export function mount(button: HTMLElement) {
  button.addEventListener('click', () => {
    const root = document.documentElement;
    const theme = root.dataset.mantineColorScheme === 'dark' ? 'light' : 'dark';
    root.dataset.mantineColorScheme = theme;
    storeTheme(theme);
  });
}
