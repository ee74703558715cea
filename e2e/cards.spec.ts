/**
 * The basic cards, the card actions and the card colours (/ui-elements/card/{basic, card-actions,
 * card-colors}, docs/product.md section 4.12) in server mode: every page shows its content with no
 * console error and no serious or critical axe violation in light and then, after the header's
 * switch on the same page, in dark (every rule in light, the colour rules in dark:
 * e2e/support/axe.ts), fits a 390 px phone; the video's playback speed; a failed read offers Try
 * again; cards collapse, refresh and are removed and restored. Browser mode draws the basic cards
 * in e2e/read-screens.browser-mode.spec.ts.
 */
import type { Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { failRequests } from './support/network';
import { signIn, useSettings, watchConsole } from './support/spine';
import { switchTheme } from './support/theme';

const BASIC = '/ui-elements/card/basic';
const ACTIONS = '/ui-elements/card/card-actions';
const COLORS = '/ui-elements/card/card-colors';

test.describe.configure({ timeout: 90_000 });

async function open(page: Page, info: TestInfo, path: string) {
  await signIn(page.context(), 'admin', info.project.use.baseURL!);
  await page.goto(path);
}

/** The basic cards page with every card's read shown. */
async function basicShown(page: Page) {
  await expect(page.getByTestId('card-basic-screen')).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText([
    'Kanokwan Suriya',
    'Henrik Olsen',
    'Li Na Huang',
  ]);
  await expect(page.getByRole('heading', { name: 'Laem Chabang Port, Terminal B' })).toBeVisible();
  await expect(page.getByTestId('weather-card').getByTestId('temperature')).toHaveText('31°C');
  await expect(page.getByTestId('review-card').getByTestId('review')).toHaveCount(3);
  await expect(page.getByTestId('chat-card').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByTestId('playback-rate')).toBeVisible();
}

async function openBasic(page: Page, info: TestInfo) {
  await open(page, info, BASIC);
  await basicShown(page);
}

async function actionsShown(page: Page) {
  await expect(page.getByTestId('card-actions-screen')).toBeVisible();
  await expect(page.getByTestId('summary-stats')).toHaveCount(3);
  await expect(page.getByTestId('action-card-refresh').getByTestId('temperature')).toBeVisible();
}

async function openActions(page: Page, info: TestInfo) {
  await open(page, info, ACTIONS);
  await actionsShown(page);
}

async function colorsShown(page: Page) {
  await expect(page.getByTestId('card-colors-screen')).toBeVisible();
  await expect(page.getByTestId('contrast')).toHaveCount(15);
}

async function openColors(page: Page, info: TestInfo) {
  await open(page, info, COLORS);
  await colorsShown(page);
}

/** Each page: its name, how it is opened, and its content in sight (again after a theme switch). */
const PAGES = [
  ['basic', openBasic, basicShown],
  ['card actions', openActions, actionsShown],
  ['card colours', openColors, colorsShown],
] as const;

test('the basic cards show the demo data: profiles, place, weather, review, chat, video', async ({
  page,
}, info) => {
  await openBasic(page, info);
  const profile = page.getByTestId('profile-card-89');
  await expect(profile.getByTestId('stat-shipments')).toHaveText('1.84K');
  await expect(profile.getByTestId('stat-followers')).toHaveText('312');
  await expect(
    profile.getByRole('link', { name: 'Send email to Kanokwan Suriya' }),
  ).toHaveAttribute('href', 'mailto:kanokwan.suriya@siamgateway.example');
  const weather = page.getByTestId('weather-card');
  await expect(weather.getByTestId('humidity')).toHaveText('72%');
  await expect(weather.getByTestId('wind')).toHaveText('18 km/h');
  await expect(weather.getByTestId('forecast').getByRole('listitem')).toHaveCount(5);
  await expect(weather.getByTestId('forecast').getByRole('listitem').first()).toContainText('Mon');
  const review = page.getByTestId('review-card');
  await expect(review.getByText('4.3 out of 5').first()).toBeAttached();
  await expect(review.getByTestId('review-count')).toHaveText('3 reviews');
  await expect(page.getByTestId('message-sent')).toHaveCount(3);
  await expect(page.getByTestId('message-received')).toHaveCount(3);
  // every picture loads (no fallback drawn): the place, the avatars, the video's poster path
  await expect(page.getByTestId('image-fallback')).toHaveCount(0);
  const place = page.getByRole('img', { name: 'Laem Chabang Port, Terminal B' });
  await expect(place).toBeVisible();
  await expect
    .poll(() => place.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  const video = page.getByTestId('video');
  await expect(video).toHaveAttribute('poster', '/images/demo/player-poster.svg');
  await expect(video.locator('source')).toHaveAttribute('src', '/videos/port-operations.webm');
});

test('the playback speed offers the API rates and sets the video playbackRate', async ({
  page,
}, info) => {
  await openBasic(page, info);
  const speed = page.getByLabel('Playback speed');
  await expect(speed.locator('option')).toHaveText(['0.7×', '1×', '1.5×', '2×']);
  await expect(speed).toHaveValue('1');
  const rate = () => page.getByTestId('video').evaluate((v: HTMLVideoElement) => v.playbackRate);
  await speed.selectOption('1.5');
  expect(await rate()).toBe(1.5);
  await speed.selectOption('0.7');
  expect(await rate()).toBe(0.7);
  await speed.selectOption('2');
  expect(await rate()).toBe(2);
});

test('a card whose read fails says so and offers Try again', async ({ page }, info) => {
  const failing = await failRequests(page, '/api/users/58');
  await open(page, info, BASIC);
  const card = page.getByTestId('profile-card-58');
  await expect(card.getByTestId('card-error')).toContainText('Something went wrong on our side', {
    timeout: 15_000,
  });
  // the other cards are not held up by it
  await expect(page.getByTestId('profile-card-89').getByTestId('profile-name')).toBeVisible();
  await failing.restore();
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByTestId('profile-name')).toHaveText('Henrik Olsen');
  await expect(card.getByTestId('card-error')).toHaveCount(0);
});

test('a card collapses and expands with the mouse and the keyboard', async ({ page }, info) => {
  await openActions(page, info);
  const card = page.getByTestId('action-card-collapse');
  const toggle = card.getByRole('button', { name: 'Collapse card' });
  const body = card.getByTestId('card-body');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(body).toHaveAttribute('id', (await toggle.getAttribute('aria-controls'))!);
  await toggle.click();
  const expand = card.getByRole('button', { name: 'Expand card' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(body).toBeHidden();
  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: 'Collapse card' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByText('Empty container picked up at the depot')).toBeVisible();
  // a card without the action has no button for it
  await expect(page.getByTestId('action-card-refresh').getByTestId('card-collapse')).toHaveCount(0);
});

test('refresh reads the card again with a busy state, then announces Updated', async ({
  page,
}, info) => {
  await openActions(page, info);
  const weatherReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/place/76/weather') weatherReads.push(r.url());
  });
  const card = page.getByTestId('action-card-refresh');
  const content = card.getByTestId('card-content');
  const status = card.getByTestId('card-status');
  await expect(content).toHaveAttribute('aria-busy', 'false');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  // the busy state is short (a local read): a watcher notes every value aria-busy takes
  const watchBusy = () =>
    content.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { busySeen: string[] }).busySeen = seen;
      new MutationObserver(() => seen.push(el.getAttribute('aria-busy') ?? '')).observe(el, {
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
    });
  const busySeen = () =>
    page.evaluate(() => (window as unknown as { busySeen: string[] }).busySeen);

  await watchBusy();
  await card.getByRole('button', { name: 'Refresh card' }).click();
  await expect(status).toHaveText('Updated');
  await expect(content).toHaveAttribute('aria-busy', 'false');
  expect(await busySeen()).toEqual(['true', 'false']);
  await expect(card.getByTestId('temperature')).toHaveText('31°C');
  expect(weatherReads.length).toBe(1);

  // with the keyboard too; the status is emptied first, so "Updated" is said again
  await watchBusy();
  await card.getByRole('button', { name: 'Refresh card' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(busySeen).toEqual(['true', 'false']);
  await expect(status).toHaveText('Updated');
});

test('remove takes a card away, moves the focus on, and Restore cards brings all back', async ({
  page,
}, info) => {
  await openActions(page, info);
  const cards = page.locator('[data-testid^="action-card-"]');
  await expect(cards).toHaveCount(6);
  await page.getByTestId('action-card-remove').getByRole('button', { name: 'Remove card' }).click();
  await expect(page.getByTestId('action-card-remove')).toHaveCount(0);
  await expect(cards).toHaveCount(5);
  // the focus goes to the next card's heading, and the removal is announced
  await expect(page.getByRole('heading', { name: 'Collapse and remove' })).toBeFocused();
  await expect(page.getByTestId('page-status')).toHaveText('Card removed: Remove only');
  await expect(page.getByTestId('restore-cards')).toHaveText('Restore cards (1 removed)');

  // the last card's removal passes the focus back to the card before it, with the keyboard
  const last = page.getByTestId('action-card-refresh-remove');
  await last.getByRole('button', { name: 'Remove card' }).focus();
  await page.keyboard.press('Enter');
  await expect(last).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Collapse and remove' })).toBeFocused();
  await page.getByTestId('action-card-all').getByRole('button', { name: 'Remove card' }).click();
  await page
    .getByTestId('action-card-collapse-remove')
    .getByRole('button', { name: 'Remove card' })
    .click();
  await expect(cards).toHaveCount(2);
  await expect(page.getByTestId('restore-cards')).toHaveText('Restore cards (4 removed)');

  await page.getByTestId('restore-cards').click();
  await expect(cards).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Every action' })).toBeFocused();
  await expect(page.getByTestId('restore-cards')).toHaveCount(0);
  await expect(page.getByTestId('page-status')).toHaveText('Cards restored');
});

test('the colour cards: five colours in three variants, each text at least 4.5:1', async ({
  page,
}, info) => {
  await openColors(page, info);
  for (const variant of ['filled', 'light', 'outline']) {
    await expect(page.getByTestId(`colors-${variant}`).getByRole('article')).toHaveCount(5);
  }
  const ratios = await page.getByTestId('contrast').allTextContents();
  for (const text of ratios) {
    expect(Number(/Contrast ([\d.]+):1/.exec(text)![1])).toBeGreaterThanOrEqual(4.5);
  }
  // the filled cards are the product's colours themselves
  await expect(page.getByTestId('color-card-filled-success')).toHaveCSS(
    'background-color',
    'rgb(40, 199, 111)',
  );
});

for (const [name, openPage, shown] of PAGES) {
  test(`${name} (light, then dark): content, no console error, no serious axe violation`, async ({
    page,
    context,
  }, info) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    await useSettings(context, { theme: 'light', layout: 'vertical' });
    await openPage(page, info);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    // Mantine's transitions and the pictures settled before axe measures contrast
    await page.waitForTimeout(400);
    expect(await seriousViolations(page), 'light').toEqual([]);
    expect(errors, 'light').toEqual([]);

    // the header's switch repaints the same page in dark: its content again, its colours read
    await switchTheme(page, 'dark');
    await shown(page);
    expect(await seriousColourViolations(page), 'dark').toEqual([]);
    expect(errors, 'dark').toEqual([]);
  });
}

for (const [name, openPage] of PAGES) {
  test(`${name} on a 390 px phone: the page does not scroll sideways`, async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, info);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  });
}
