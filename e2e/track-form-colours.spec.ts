/**
 * The "Track a shipment" box's messages look like what they are, wherever the box stands: the
 * error (a mistyped number) in the public pages' error colour, the hint in their dimmed one, in
 * light and dark, on /track (inside a card, whose rule for its paragraphs once won over both) and
 * on /home (issue 37).
 */
import type { Locator } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { makeTrackingNumber } from '../api/modules/shipments/contract-tracking-number';
import { openSitePage } from './support/site-page';

/** a number of the right shape with one character changed: its check character no longer fits */
const valid = makeTrackingNumber(Uint32Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]));
const mistyped = `${valid.slice(0, 5)}${valid[5] === 'A' ? 'B' : 'A'}${valid.slice(6)}`;

/** The colour a custom property of the public pages resolves to beside `near`, as computed. */
async function colourOf(near: Locator, property: string): Promise<string> {
  return near.evaluate((element, name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    element.parentElement!.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, property);
}

for (const scheme of ['light', 'dark'] as const) {
  for (const [path, id] of [
    ['/track', 'track'],
    ['/home', 'home-track'],
  ] as const) {
    test(`${path}, ${scheme}: a mistyped number's message is in the error colour, the hint dimmed`, async ({
      page,
    }) => {
      await openSitePage(page, path, { scheme });
      await page.getByTestId(`${id}-input`).fill(mistyped);
      const error = page.getByTestId(`${id}-error`);
      await expect(error).toBeVisible();
      const hint = page.locator(`#${id}-hint`);
      const [errorColour, hintColour] = await Promise.all([
        colourOf(error, '--site-color-error'),
        colourOf(hint, '--site-color-dimmed'),
      ]);
      await expect(error).toHaveCSS('color', errorColour);
      await expect(hint).toHaveCSS('color', hintColour);
    });
  }
}
