/**
 * The grid and colour pages (docs/product.md section 2.4), in both modes: /ui-elements/grid/vuesax
 * (Mantine's Grid), /ui-elements/grid/tailwind (Tailwind-named CSS grid utilities) and
 * /ui-elements/colors (the palettes with contrast and a copy button). Each renders its sections
 * with no console error in light and dark, passes axe, fits a phone; the grids follow the
 * breakpoints (sm 576, md 768, lg 992, xl 1200 px); the colours page copies a hex value.
 */
import type { Locator, Page, TestInfo } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { seriousViolations } from './support/axe';
import { signIn, useSettings, watchConsole } from './support/spine';

const PAGES = [
  {
    path: '/ui-elements/grid/vuesax',
    testId: 'grid-vuesax-screen',
    sections: [
      'Twelve columns',
      'Offsets',
      'Responsive spans',
      'Justify',
      'Align',
      'Gap (gutter)',
      'Order',
    ],
  },
  {
    path: '/ui-elements/grid/tailwind',
    testId: 'grid-tailwind-screen',
    sections: [
      'Grid columns',
      'Column spans',
      'Start columns (offsets)',
      'Breakpoint prefixes',
      'Gap',
      'Alignment',
    ],
  },
  {
    path: '/ui-elements/colors',
    testId: 'colors-screen',
    sections: [
      'Theme colours',
      'Brand (primary and danger)',
      'Success',
      'Warning',
      'Red',
      'Gray',
      'Dark',
      'Blue',
      'Teal',
      'Orange',
      'Green',
    ],
  },
] as const;

async function open(page: Page, info: TestInfo, path: string, testId: string) {
  if (isBrowserMode(info)) {
    await signInWithForm(page, demo.admin, { to: path });
  } else {
    await signIn(page.context(), 'admin', info.project.use.baseURL!);
    await page.goto(path);
  }
  await expect(page.getByTestId(testId)).toBeVisible();
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const theme of ['light', 'dark'] as const) {
  for (const { path, testId, sections } of PAGES) {
    test(`${path} (${theme}): every section under its heading, no console error, axe`, async ({
      page,
      context,
    }, info) => {
      test.setTimeout(90_000);
      await useSettings(context, { theme });
      const errors = watchConsole(page);
      await open(page, info, path, testId);
      await expect(page.getByTestId('demo-title')).toHaveText([...sections]);
      for (const title of sections) {
        await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
      }
      await page.waitForTimeout(300);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
}

for (const { path, testId } of PAGES) {
  test(`${path} fits a phone: no sideways scrolling at 390 px`, async ({ page }, info) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, info, path, testId);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: document.documentElement.clientWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
  });
}

/** Window widths inside each breakpoint, with the share of the row a responsive box takes. */
const WIDTHS = [
  { width: 390, breakpoint: 'base', perRow: 1 },
  { width: 640, breakpoint: 'sm', perRow: 2 },
  { width: 860, breakpoint: 'md', perRow: 3 },
  { width: 1100, breakpoint: 'lg', perRow: 4 },
  { width: 1400, breakpoint: 'xl', perRow: 6 },
];

/** How many boxes of a grid share the first box's row. */
async function boxesInFirstRow(grid: Locator) {
  const tops = await grid
    .getByTestId('grid-box')
    .evaluateAll((boxes) => boxes.map((b) => Math.round(b.getBoundingClientRect().top)));
  return tops.filter((top) => Math.abs(top - tops[0]) < 2).length;
}

for (const [i, { path, testId }] of PAGES.slice(0, 2).entries()) {
  test(`${path} follows the breakpoints, and says which one the window is in`, async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    await open(page, info, path, testId);
    const section = page.getByTestId('demo-responsive');
    const grid =
      i === 0 ? section.getByTestId('responsive-grid') : section.getByTestId('tw-grid').first();
    for (const { width, breakpoint, perRow } of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expect(section.getByTestId('current-breakpoint')).toHaveAttribute(
        'data-breakpoint',
        breakpoint,
      );
      await expect
        .poll(() => boxesInFirstRow(grid), { message: `${path} at ${width} px` })
        .toBe(perRow);
    }
    // the badge in words
    await expect(section.getByTestId('current-breakpoint')).toContainText('xl · from 1200 px');
  });

  test(`${path}: an offset leaves its columns empty`, async ({ page }, info) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, info, path, testId);
    const section = page.getByTestId('demo-offsets');
    // the first example: four columns wide, after four empty ones (one third in)
    const label = i === 0 ? 'span={4} offset={4}' : 'col-span-4 col-start-5';
    const target = section.getByTestId('grid-box').filter({ hasText: label });
    const frame = await box(
      i === 0
        ? section.locator('.mantine-Grid-root').first()
        : section.getByTestId('tw-grid').first(),
    );
    const placed = await box(target);
    expect(placed.x - frame.x).toBeGreaterThan(frame.width * 0.3);
    expect(placed.x - frame.x).toBeLessThan(frame.width * 0.37);
  });
}

test('the colours page shows every shade with its contrast, and copies a hex value', async ({
  page,
  context,
}, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, info, PAGES[2].path, PAGES[2].testId);
  // five theme colours and ten palettes of ten shades
  await expect(page.getByTestId('swatch')).toHaveCount(5 + 10 * 10);
  // brand 7 is the filled surfaces' colour: 5.8:1 with white text (app/theme.ts)
  const brand7 = page.locator('[data-testid="swatch"][data-hex="#c0292b"]').first();
  await expect(brand7.getByTestId('swatch-name')).toHaveText('brand.7');
  await expect(brand7.getByTestId('contrast-white').getByTestId('ratio')).toHaveText(/^5\.8\d:1$/);
  await expect(brand7.getByTestId('contrast-white').getByTestId('level')).toHaveText('AA');
  await expect(brand7.getByTestId('contrast-black').getByTestId('level')).toHaveText('AA large');
  const white = page.getByTestId('demo-palette-gray').getByTestId('swatch').first();
  await expect(white.getByTestId('contrast-black').getByTestId('level')).toHaveText('AAA');

  await brand7.getByRole('button', { name: 'Copy #c0292b' }).click();
  await expect(page.getByText('#c0292b copied to the clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('#c0292b');
});
