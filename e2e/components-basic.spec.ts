/**
 * Interaction tests of the simple component pages among the demonstration pages
 * (docs/decisions/0064; /components/...): tabs by arrow keys, tooltips on keyboard focus with the
 * 4 px offset and 20 px right-edge guard of docs/product.md section 9, the breadcrumb's rule
 * (docs/product.md section 2.6), sliders by keyboard, accordions with one or several open, and
 * closable chips that keep the focus. The generic checks (cards, axe, Show code) are in
 * showcase.spec.ts.
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { expect } from './auth-helpers';
import { signIn, watchConsole } from './support/spine';

async function open(page: Page, path: string, testId: string) {
  await page.goto(path);
  await expect(page.getByTestId(testId)).toBeVisible({ timeout: 30_000 });
}

test.beforeEach(async ({ context }, info) => {
  await signIn(context, 'admin', info.project.use.baseURL!);
});

test('tabs: arrow keys move between the tabs and open them, Home and End go to the ends', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await open(page, '/components/tabs', 'tabs-horizontal');
  const across = page.getByTestId('tabs-horizontal');
  const overview = across.getByRole('tab', { name: 'Overview' });
  await overview.focus();
  await page.keyboard.press('ArrowRight');
  const cargo = across.getByRole('tab', { name: 'Cargo' });
  await expect(cargo).toBeFocused();
  await expect(cargo).toHaveAttribute('aria-selected', 'true');
  await expect(overview).toHaveAttribute('aria-selected', 'false');
  await expect(across.getByRole('tabpanel')).toContainText('61.2 t gross');
  // Home and End move the focus to the ends (Mantine opens a tab on arrows, not on Home/End)
  await page.keyboard.press('End');
  const charges = across.getByRole('tab', { name: 'Charges' });
  await expect(charges).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(charges).toHaveAttribute('aria-selected', 'true');
  await expect(across.getByRole('tabpanel')).toContainText('Ocean freight');
  await page.keyboard.press('Home');
  await expect(overview).toBeFocused();
  await page.keyboard.press('ArrowLeft'); // loops round to the last
  await expect(charges).toBeFocused();
  await expect(charges).toHaveAttribute('aria-selected', 'true');

  // down the side: Up and Down
  const side = page.getByTestId('tabs-vertical');
  await expect(side.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
  await side.getByRole('tab', { name: 'Cargo' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(side.getByRole('tab', { name: 'Documents' })).toBeFocused();
  await expect(side.getByRole('tab', { name: 'Documents' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(side.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(errors).toEqual([]);
});

test('tooltip: opens on keyboard focus, 4 px from its target, and closes on blur', async ({
  page,
}) => {
  await open(page, '/components/tooltip', 'tooltip-top');
  // reach the button with the keyboard: focus the one before it, then Tab
  await page.getByTestId('tooltip-top').focus();
  await page.keyboard.press('Tab');
  const target = page.getByTestId('tooltip-right');
  await expect(target).toBeFocused();
  const tooltip = page.getByRole('tooltip', { name: 'Booking confirmed by the carrier' });
  await expect(tooltip).toBeVisible();
  await page.waitForTimeout(300); // the fade-in
  const box = (await target.boundingBox())!;
  const tip = (await tooltip.boundingBox())!;
  expect(Math.abs(tip.x - (box.x + box.width) - 4)).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(tooltip).toBeHidden();
  await expect(page.getByRole('tooltip', { name: 'Free time ends in 4 days' })).toBeVisible();
});

test('tooltip: near the right edge of a phone it stays 20 px inside the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/components/tooltip', 'tooltip-edge-target');
  const target = page.getByTestId('tooltip-edge-target');
  await target.scrollIntoViewIfNeeded();
  await target.focus();
  const tooltip = page.getByRole('tooltip', { name: /Cargo for voyage 24W/ });
  await expect(tooltip).toBeVisible();
  await page.waitForTimeout(300);
  const tip = (await tooltip.boundingBox())!;
  const box = (await target.boundingBox())!;
  // centred on the button it would run past the edge: shifted left to 20 px inside
  expect(box.x + box.width / 2 + tip.width / 2).toBeGreaterThan(390 - 20);
  expect(tip.x + tip.width).toBeLessThanOrEqual(390 - 20 + 1);
  expect(tip.x + tip.width).toBeGreaterThanOrEqual(390 - 20 - 1);
  // 4 px above the button
  expect(Math.abs(box.y - (tip.y + tip.height) - 4)).toBeLessThanOrEqual(1);
});

test('breadcrumb: the last entry shows only while marked active (docs/product.md 2.6)', async ({
  page,
}) => {
  await open(page, '/components/breadcrumb', 'breadcrumb-active-trail');
  const trail = page.getByTestId('breadcrumb-active-trail');
  const last = trail.getByText('Import declaration');
  await expect(last).toBeVisible();
  await expect(last).toHaveAttribute('aria-current', 'page');
  await expect(trail.getByRole('link', { name: 'Shipments' })).toBeVisible();

  await page.getByRole('switch', { name: 'Last entry marked active' }).focus();
  await page.keyboard.press('Space');
  await expect(trail.getByText('Import declaration')).toHaveCount(0);
  // the trail now ends at the middle entry, which becomes the current one
  await expect(trail.getByText('Customs', { exact: true })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Space');
  await expect(trail.getByText('Import declaration')).toHaveAttribute('aria-current', 'page');
});

test('slider: the range slider by keyboard, each thumb named; the vertical one by Up and Down', async ({
  page,
}) => {
  await open(page, '/components/slider', 'weight-range');
  const lightest = page.getByRole('slider', { name: 'Lightest' });
  const heaviest = page.getByRole('slider', { name: 'Heaviest' });
  await expect(lightest).toHaveAttribute('aria-valuenow', '2000');
  await expect(heaviest).toHaveAttribute('aria-valuenow', '12000');
  await lightest.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(lightest).toHaveAttribute('aria-valuenow', '3000');
  await expect(lightest).toHaveAttribute('aria-valuetext', '3,000 kg');
  await page.keyboard.press('Tab');
  await expect(heaviest).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(heaviest).toHaveAttribute('aria-valuenow', '11500');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
  await expect(heaviest).toHaveAttribute('aria-valuenow', '13500');
  await expect(page.getByTestId('weight-range-text')).toHaveText(
    'Shipments from 3,000 kg to 13,500 kg',
  );

  const diesel = page.getByRole('slider', { name: 'Diesel tank' });
  await expect(diesel).toHaveAttribute('aria-orientation', 'vertical');
  await expect(diesel).toHaveAttribute('aria-valuenow', '65');
  await diesel.focus();
  await page.keyboard.press('ArrowUp');
  await expect(diesel).toHaveAttribute('aria-valuenow', '70');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(diesel).toHaveAttribute('aria-valuenow', '60');
  await expect(diesel).toHaveAttribute('aria-valuetext', '60 % full');
});

test('collapse: one answer open at a time, or several together', async ({ page }) => {
  await open(page, '/components/collapse', 'accordion-single');
  const single = page.getByTestId('accordion-single');
  const documents = single.getByRole('button', {
    name: 'Which documents does an export shipment need?',
  });
  const dangerous = single.getByRole('button', { name: 'Can you carry dangerous goods?' });
  await expect(documents).toHaveAttribute('aria-expanded', 'true');
  await documents.focus();
  await page.keyboard.press('ArrowDown');
  await expect(dangerous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dangerous).toHaveAttribute('aria-expanded', 'true');
  await expect(documents).toHaveAttribute('aria-expanded', 'false');
  await expect(single.getByText(/classes 2 to 9 by sea/)).toBeVisible();
  await expect(single.getByText(/A commercial invoice, a packing list/)).toBeHidden();

  const multiple = page.getByTestId('accordion-multiple');
  const mDocuments = multiple.getByRole('button', {
    name: 'Which documents does an export shipment need?',
  });
  const mDangerous = multiple.getByRole('button', { name: 'Can you carry dangerous goods?' });
  await expect(mDocuments).toHaveAttribute('aria-expanded', 'true');
  await mDangerous.click();
  await expect(mDangerous).toHaveAttribute('aria-expanded', 'true');
  await expect(mDocuments).toHaveAttribute('aria-expanded', 'true');
  await expect(multiple.getByText(/classes 2 to 9 by sea/)).toBeVisible();
  await expect(multiple.getByText(/A commercial invoice, a packing list/)).toBeVisible();
  await page.getByRole('button', { name: 'Close all' }).click();
  await expect(multiple.getByRole('button', { expanded: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open all' }).click();
  await expect(multiple.getByRole('button', { expanded: true })).toHaveCount(4);
});

test('chip: removing a port filter moves the focus to the next one', async ({ page }) => {
  await open(page, '/components/chip', 'chip-ports');
  const ports = page.getByTestId('chip-ports');
  await ports.getByRole('button', { name: 'Remove Singapore' }).focus();
  await page.keyboard.press('Enter');
  await expect(ports.getByText('Singapore')).toHaveCount(0);
  await expect(ports.getByRole('button', { name: 'Remove Shanghai' })).toBeFocused();
});
