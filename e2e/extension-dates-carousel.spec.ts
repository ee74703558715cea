/**
 * /extensions/datetime-picker and /extensions/carousel (demonstration pages, docs/decisions/0064):
 * what the generic test of e2e/showcase.spec.ts cannot see. The 12-hour picker is set by keyboard,
 * German calendars speak German; the carousel moves by button, arrow keys and indicators, and its
 * autoplay pauses on hover, on focus and with its button, and not at all under reduced motion. The
 * examples' dates are fixed (16 March 2026), so nothing here depends on the day or the time zone it
 * runs in.
 */
import type { Locator, Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn } from './support/spine';
import { pressEscapeIn } from './support/keyboard';

/** Longer than the autoplay's delay of 3 s: had it turned, the slide would have changed. */
const LONGER_THAN_DELAY = 4_000;

test('datetime picker: the 12-hour picker is set to 2:30 PM by keyboard and shows it', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/datetime-picker');
  const picker = page.getByTestId('datetime-12h');
  await expect(picker).toHaveText(/Mar 16, 2026, 9:30\sAM/);
  await picker.focus();
  await page.keyboard.press('Enter');
  const dropdown = page.getByRole('dialog');
  const hours = dropdown.getByLabel('Hours', { exact: true });
  await expect(hours).toBeVisible();
  await hours.focus();
  // 2 cannot begin a two-digit hour of the 12-hour clock: the minutes take the focus, then AM/PM
  await page.keyboard.type('230');
  await expect(dropdown.getByLabel('AM or PM')).toBeFocused();
  await page.keyboard.press('p');
  await expect(dropdown.getByLabel('AM or PM')).toHaveValue('PM');
  await page.keyboard.press('Enter');
  await expect(dropdown).toBeHidden();
  await expect(picker).toHaveText(/Mar 16, 2026, 2:30\sPM/);
  await expect(page.getByTestId('datetime-12h-status')).toHaveText(
    /Pickup booked for Monday, March 16, 2026 at 2:30\sPM/,
  );
});

test('datetime picker: in German the value and the calendar name the months in German', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/datetime-picker');
  await page.getByTestId('language-switcher').first().selectOption('de');
  const picker = page.getByTestId('datetime-24h');
  await expect(picker).toHaveText('16 März 2026, 09:30');
  await picker.click();
  const dropdown = page.getByRole('dialog');
  await expect(dropdown.getByRole('button', { name: 'Monat wählen' })).toHaveText('März 2026');
  await dropdown.getByRole('button', { name: 'Nächster Monat' }).click();
  await expect(dropdown.getByRole('button', { name: 'Monat wählen' })).toHaveText('April 2026');
  await expect(dropdown.getByLabel('Stunden', { exact: true })).toHaveValue('09');
});

test('datetime picker: the pickup window has a time at each end; Sundays and the holiday are off', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/datetime-picker');
  const pickup = page.getByTestId('datetime-window');
  await expect(pickup).toHaveText('16 Mar, 08:00 – 17 Mar, 12:00');
  await pickup.click();
  const dropdown = page.getByRole('dialog');
  await expect(dropdown.getByLabel('Hours', { exact: true })).toHaveCount(2);
  await pressEscapeIn(dropdown);
  await expect(dropdown).toBeHidden();

  await page.getByTestId('datetime-limits').click();
  // 15 March 2026 is a Sunday, 3 March the port holiday; 10 March is chosen
  await expect(dropdown.getByRole('button', { name: '15 March 2026', exact: true })).toBeDisabled();
  await expect(dropdown.getByRole('button', { name: '3 March 2026', exact: true })).toBeDisabled();
  await expect(dropdown.getByRole('button', { name: '10 March 2026', exact: true })).toBeEnabled();
});

/** The visible status of a carousel ("Slide 2 of 5: Air freight"). */
const status = (page: Page, id: string) => page.getByTestId(`carousel-${id}-status`);

async function staysOn(status: Locator) {
  const before = await status.innerText();
  await status.page().waitForTimeout(LONGER_THAN_DELAY);
  await expect(status).toHaveText(before);
}

test('carousel: the next button, the arrow keys and the indicators move the slides', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/carousel');
  const carousel = page.getByRole('region', { name: 'Our services', exact: true });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('group', { name: '1 of 5' })).toHaveAttribute(
    'aria-roledescription',
    'slide',
  );
  const card = page.getByTestId('example-services');
  const indicator = (name: string) => card.getByRole('button', { name });
  await expect(status(page, 'services')).toHaveText('Slide 1 of 5: Sea freight');
  await expect(indicator('Show slide 1 of 5: Sea freight')).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next slide' }).click();
  await expect(status(page, 'services')).toHaveText('Slide 2 of 5: Air freight');
  await expect(indicator('Show slide 2 of 5: Air freight')).toHaveAttribute('aria-current', 'true');
  await expect(indicator('Show slide 1 of 5: Sea freight')).not.toHaveAttribute('aria-current');

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(status(page, 'services')).toHaveText('Slide 3 of 5: Road transport');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(status(page, 'services')).toHaveText('Slide 3 of 5: Road transport');

  await indicator('Show slide 5 of 5: Warehousing').click();
  await expect(status(page, 'services')).toHaveText('Slide 5 of 5: Warehousing');
  await expect(indicator('Show slide 5 of 5: Warehousing')).toHaveAttribute('aria-current', 'true');
});

test('carousel autoplay: turns by itself, pauses on hover, on focus and with the Pause button', async ({
  page,
  context,
}, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/carousel');
  const autoplay = status(page, 'autoplay');
  const carousel = page.getByTestId('carousel-autoplay');
  const toggle = page.getByTestId('carousel-autoplay-toggle');
  await expect(autoplay).toHaveText('Slide 1 of 5: Sea freight');
  // it turns by itself
  await expect(autoplay).toHaveText('Slide 2 of 5: Air freight', { timeout: 6_000 });

  // the pointer over it pauses it; it goes on once the pointer leaves
  await carousel.hover();
  await staysOn(autoplay);
  const hovered = await autoplay.innerText();
  await page.mouse.move(0, 0);
  await expect(autoplay).not.toHaveText(hovered, { timeout: 6_000 });

  // the keyboard focus in it pauses it
  await carousel.focus();
  await staysOn(autoplay);

  // the Pause button stops it (the button's own focus does not count); Play starts it again
  await toggle.focus();
  await expect(toggle).toHaveText('Pause the slide show');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Play the slide show');
  await staysOn(autoplay);
  const paused = await autoplay.innerText();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveText('Pause the slide show');
  await expect(autoplay).not.toHaveText(paused, { timeout: 6_000 });
});

test('carousel autoplay: does not start by itself when the reader prefers reduced motion', async ({
  page,
  context,
}, info) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(context, 'admin', info.project.use.baseURL!);
  await page.goto('/extensions/carousel');
  await expect(page.getByTestId('carousel-autoplay-toggle')).toHaveText('Play the slide show');
  await staysOn(status(page, 'autoplay'));
  await expect(status(page, 'autoplay')).toHaveText('Slide 1 of 5: Sea freight');
});
