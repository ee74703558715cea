/** The settings of docs/product.md sections 3, 4 and 9 as a hook, persisted in localStorage. */
import { createPersistedStore } from './persisted-store';
import { defaultSettings, sanitizeSettings, settingsStorageKey, type Settings } from './settings';

export * from './settings';

export const useSettings = createPersistedStore({
  key: settingsStorageKey,
  version: 1,
  initial: defaultSettings,
  restore: (stored) => sanitizeSettings(stored),
  actions: (set) => ({
    set: <K extends keyof Settings>(key: K, value: Settings[K]) =>
      set({ [key]: value } as Partial<Settings>),
    reset: () => set(defaultSettings),
  }),
});
