import { describe, expect, it } from 'vitest';
import { defaultSettings, sanitizeSettings } from './settings-store';

describe('settings', () => {
  // the defaults of docs/product.md section 9
  it('defaults to light, horizontal, floating navbar, static footer', () => {
    expect(defaultSettings).toMatchObject({
      theme: 'light',
      layout: 'horizontal',
      navbar: 'floating',
      footer: 'static',
    });
  });

  it('keeps valid stored values and replaces invalid ones', () => {
    expect(
      sanitizeSettings({
        theme: 'semi-dark',
        layout: 'sideways',
        navbar: 'hidden',
        sidebarCollapsed: 'yes',
      }),
    ).toEqual({
      ...defaultSettings,
      theme: 'semi-dark',
      navbar: 'hidden',
    });
    expect(sanitizeSettings(null)).toEqual(defaultSettings);
  });
});
