/**
 * The shared calendar (docs/decisions/0057, docs/product.md sections 2 and 4), in both modes:
 * server mode on the shared e2e server, browser mode against the in-page back end. An event is
 * added by clicking a day of the visible month, moved by dragging it to another day (its dates read
 * back through the API, its duration kept, a reload keeps it), edited and deleted; the label
 * filters show only their labels' events; in server mode the subscribe link answers an iCalendar
 * feed and a new link revokes the old one; axe on the month, week and list views, the event panel
 * and the subscribe window in light, then their colours again after the header's switch to dark on
 * the same page (e2e/support/axe.ts).
 *
 * The tests share the server's calendar with each other and with other specs: each makes its own
 * events, with a unique title, and reads only those. The days are chosen among the visible month's
 * cells, so the tests hold on any date and in any zone (all-day events are days in every zone).
 */
import type { Page } from '@playwright/test';
import { test } from './support/test';
import { demo, expect, isBrowserMode, signInWithForm } from './auth-helpers';
import { useSettings } from './support/spine';
import { seriousColourViolations, seriousViolations } from './support/axe';
import { callApi } from './support/call-api';
import { pressEscapeIn } from './support/keyboard';
import { switchTheme } from './support/theme';

const CALENDAR = '/apps/calendar/vue-simple-calendar';
const DAY = 86_400_000;

interface ApiEvent {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  label: string;
  createdBy: { id: number; name: string } | null;
}

const unique = (project: string, label: string) =>
  `${label} ${project} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

async function eventByTitle(page: Page, title: string) {
  const { data } = await callApi<ApiEvent[]>(page, 'GET', '/api/apps/calendar/events');
  return data.find((event) => event.title === title);
}

async function openCalendar(page: Page) {
  await signInWithForm(page, demo.admin, { to: CALENDAR });
  await expect(page.getByTestId('calendar-screen')).toBeVisible();
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'dayGridMonth');
  await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
}

/** The month view's cell in the given row (0: the first week shown) and column. */
const cell = (page: Page, row: number, column: number) =>
  page.locator('.fc-daygrid-body tr').nth(row).locator('td.fc-daygrid-day').nth(column);

const calendarEvent = (page: Page, title: string) =>
  page.getByTestId('calendar-event').filter({ hasText: title });

/** The event panel closed, its overlay faded out (until then it takes the mouse). */
async function panelGone(page: Page) {
  await expect(page.getByTestId('event-form')).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** Adds a two-day all-day event by clicking the cell (its empty top-left corner). */
async function addByClickingDay(
  page: Page,
  { row, column, title, label }: { row: number; column: number; title: string; label?: string },
) {
  const day = cell(page, row, column);
  const date = (await day.getAttribute('data-date'))!;
  await day.click({ position: { x: 6, y: 6 } });
  const panel = page.getByTestId('event-form');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('event-all-day')).toBeChecked();
  await expect(page.getByTestId('event-start')).toHaveValue(date);
  await page.getByTestId('event-title').fill(title);
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
  await page.getByTestId('event-end').fill(next);
  if (label) {
    await page.getByTestId('event-label').click();
    await page.getByRole('option', { name: label }).click();
  }
  await page.getByTestId('event-save').click();
  await panelGone(page);
  await expect(calendarEvent(page, title).first()).toBeVisible();
  return date;
}

test('add an event by clicking a day, drag it to another day (duration kept, a reload keeps it), edit and delete it', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const title = unique(info.project.name, 'Crane booking');
  await openCalendar(page);

  const first = await addByClickingDay(page, { row: 1, column: 1, title });
  const added = await eventByTitle(page, title);
  expect(added).toMatchObject({
    allDay: true,
    label: 'business',
    startDate: `${first}T00:00:00.000Z`,
    createdBy: { name: demo.admin.name },
  });
  const duration = Date.parse(added!.endDate) - Date.parse(added!.startDate);
  expect(duration).toBe(DAY);

  await test.step('drag it in the month view to a day of the next week', async () => {
    const target = cell(page, 2, 4);
    const targetDate = (await target.getAttribute('data-date'))!;
    const from = (await calendarEvent(page, title).first().boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + 12, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 30, from.y + from.height / 2 + 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    // the calendar follows the drag: the days it would take are highlighted
    await expect(target.locator('.fc-highlight')).toHaveCount(1);
    await page.mouse.up();
    await expect
      .poll(async () => (await eventByTitle(page, title))?.startDate)
      .toBe(`${targetDate}T00:00:00.000Z`);
    const moved = (await eventByTitle(page, title))!;
    expect(Date.parse(moved.endDate) - Date.parse(moved.startDate)).toBe(duration);
    expect(moved.allDay).toBe(true);

    // server mode: a reload reads it again; browser mode keeps its data in the page, so the month
    // is drawn again from the API by leaving it and coming back
    if (isBrowserMode(info)) {
      await page.getByTestId('calendar-next').click();
      await page.getByTestId('calendar-prev').click();
    } else {
      await page.reload();
    }
    await expect(
      page.locator(`td.fc-daygrid-day[data-date="${targetDate}"]`).getByText(title),
    ).toBeVisible();
  });

  await test.step('resize it: its end one day later, its start kept', async () => {
    const moved = (await eventByTitle(page, title))!;
    const lastDay = moved.endDate.slice(0, 10);
    const newEnd = new Date(Date.parse(moved.endDate) + DAY).toISOString().slice(0, 10);
    const event = calendarEvent(page, title).first();
    await event.hover();
    const handle = (await event.locator('.fc-event-resizer-end').boundingBox())!;
    const from = page.locator(`td.fc-daygrid-day[data-date="${lastDay}"]`);
    const to = page.locator(`td.fc-daygrid-day[data-date="${newEnd}"]`);
    const fromBox = (await from.boundingBox())!;
    const toBox = (await to.boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(fromBox.x + fromBox.width / 2, handle.y + handle.height / 2, {
      steps: 5,
    });
    await page.mouse.move(toBox.x + toBox.width / 2, toBox.y + toBox.height / 2, { steps: 10 });
    // the calendar follows the resize: the event drawn to its new end
    await expect(page.locator('.fc-event-mirror').filter({ hasText: title })).not.toHaveCount(0);
    await page.mouse.up();
    await expect
      .poll(async () => (await eventByTitle(page, title))?.endDate)
      .toBe(`${newEnd}T00:00:00.000Z`);
    expect((await eventByTitle(page, title))!.startDate).toBe(moved.startDate);
  });

  await test.step('edit its title and label (opened from the keyboard)', async () => {
    await calendarEvent(page, title).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('event-created-by')).toContainText(demo.admin.name);
    await page.getByTestId('event-title').fill(`${title} moved`);
    await page.getByTestId('event-label').click();
    await page.getByRole('option', { name: 'Work' }).click();
    await page.getByTestId('event-save').click();
    await panelGone(page);
    await expect.poll(async () => (await eventByTitle(page, `${title} moved`))?.label).toBe('work');
    await expect(calendarEvent(page, `${title} moved`).first()).toHaveClass(/event-warning/);
  });

  await test.step('the end may not come before the start', async () => {
    await calendarEvent(page, title).first().click();
    const start = await page.getByTestId('event-start').inputValue();
    const before = new Date(Date.parse(`${start}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
    await page.getByTestId('event-end').fill(before);
    await page.getByTestId('event-save').click();
    await expect(page.getByText('The end must not be before the start.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await panelGone(page);
  });

  await test.step('delete it, after a confirmation', async () => {
    await calendarEvent(page, title).first().click();
    await page.getByTestId('event-delete').click();
    await page.getByTestId('delete-confirm-button').click();
    await expect(page.getByTestId('event-form')).toBeHidden();
    await expect(calendarEvent(page, title)).toHaveCount(0);
    await expect.poll(async () => eventByTitle(page, `${title} moved`)).toBeUndefined();
  });
});

for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
  test.describe(`in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('a timed event is kept as its UTC instant and shown at the reader\u2019s time; an all-day one stays on its day', async ({
      page,
    }, info) => {
      await openCalendar(page);
      const title = unique(info.project.name, 'Zone check');
      const date = await addByClickingDay(page, { row: 1, column: 5, title });
      expect((await eventByTitle(page, title))!.startDate).toBe(`${date}T00:00:00.000Z`);
      await expect(
        page.locator(`td.fc-daygrid-day[data-date="${date}"]`).getByText(title),
      ).toBeVisible();

      // the same event at 02:00 to 03:30 of that day, the reader's time
      await calendarEvent(page, title).first().click();
      await page.getByTestId('event-all-day').click();
      await page.getByTestId('event-start').fill(`${date}T02:00`);
      await page.getByTestId('event-end').fill(`${date}T03:30`);
      await page.getByTestId('event-save').click();
      await panelGone(page);
      const local = (time: string) =>
        page.evaluate((value) => new Date(value).toISOString(), `${date}T${time}`);
      const timed = (await eventByTitle(page, title))!;
      expect(timed).toMatchObject({
        allDay: false,
        startDate: await local('02:00'),
        endDate: await local('03:30'),
      });
      if (timezoneId === 'Pacific/Kiritimati') {
        // UTC+14 all year: 02:00 there is 12:00 UTC of the day before
        const dayBefore = new Date(Date.parse(`${date}T00:00:00Z`) - DAY)
          .toISOString()
          .slice(0, 10);
        expect(timed.startDate).toBe(`${dayBefore}T12:00:00.000Z`);
      }
      await expect(
        page.locator(`td.fc-daygrid-day[data-date="${date}"]`).getByText(title),
      ).toBeVisible();
      await calendarEvent(page, title).first().click();
      await expect(page.getByTestId('event-start')).toHaveValue(`${date}T02:00`);
      await page.getByTestId('event-delete').click();
      await page.getByTestId('delete-confirm-button').click();
      await panelGone(page);
    });
  });
}

test('the label filters show only their labels\u2019 events', async ({ page }, info) => {
  await openCalendar(page);
  const title = unique(info.project.name, 'Personal errand');
  await addByClickingDay(page, { row: 1, column: 3, title, label: 'Personal' });
  const events = page.getByTestId('calendar-event');

  // only Personal
  await page.getByTestId('filter-all').uncheck();
  await expect(events).toHaveCount(0);
  await page.getByTestId('filter-personal').check();
  await expect(calendarEvent(page, title)).toBeVisible();
  await expect(page.getByTestId('filter-all')).not.toBeChecked();
  for (const event of await events.all()) await expect(event).toHaveClass(/event-danger/);

  // Business and Work, without Personal
  await page.getByTestId('filter-all').check();
  await page.getByTestId('filter-personal').uncheck();
  await expect(calendarEvent(page, title)).toHaveCount(0);
  for (const event of await events.all()) await expect(event).not.toHaveClass(/event-danger/);

  await page.getByTestId('filter-all').check();
  await expect(calendarEvent(page, title)).toBeVisible();
  const created = (await eventByTitle(page, title))!;
  expect(created.label).toBe('personal');
  expect((await callApi(page, 'DELETE', `/api/apps/calendar/event/${created.id}`)).status).toBe(
    200,
  );
});

test(
  'subscribe: the link answers an iCalendar feed, and a new link revokes the old one',
  { tag: '@browser-mode' },
  async ({ page }, info) => {
    await openCalendar(page);
    await page.getByTestId('subscribe').click();
    const modal = page.getByTestId('subscribe-modal');
    if (isBrowserMode(info)) {
      // calendar programs cannot reach the API inside the page: a notice, no link
      await expect(page.getByTestId('subscribe-browser-mode')).toBeVisible();
      await expect(page.getByTestId('feed-url')).toHaveCount(0);
      return;
    }
    const feed = page.getByTestId('feed-url');
    await expect(feed).toHaveValue(/\/api\/apps\/calendar\/feed\/.+\.ics$/);
    const oldUrl = await feed.inputValue();
    const answer = await page.request.get(oldUrl);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/calendar');
    expect(await answer.text()).toContain('BEGIN:VCALENDAR');

    await modal.getByTestId('feed-renew').click();
    await modal.getByTestId('feed-renew-confirm-button').click();
    await expect(feed).not.toHaveValue(oldUrl);
    const newUrl = await feed.inputValue();
    expect((await page.request.get(oldUrl)).status()).toBe(404);
    expect((await page.request.get(newUrl)).status()).toBe(200);
  },
);

/** The open dialog has come to rest: axe reads colours, and a fading dialog reads as faint. */
async function dialogAtRest(page: Page) {
  await expect
    .poll(() =>
      page.getByRole('dialog').evaluate((dialog) => dialog.getAnimations({ subtree: true }).length),
    )
    .toBe(0);
}

test('axe in light, then dark: the month, week and list views, the event panel and the subscribe window', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await useSettings(context, { theme: 'light', layout: 'vertical' });
  await openCalendar(page);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByTestId('calendar-event').first()).toBeVisible();
  expect(await seriousViolations(page), 'light month').toEqual([]);

  await page.getByTestId('add-event').click();
  await expect(page.getByTestId('event-form')).toBeVisible();
  await dialogAtRest(page);
  expect(await seriousViolations(page), 'light event panel').toEqual([]);
  await pressEscapeIn(page.getByRole('dialog'));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  for (const [index, view] of [
    [1, 'timeGridWeek'],
    [3, 'listMonth'],
  ] as const) {
    await page.getByTestId('calendar-views').locator('label').nth(index).click();
    await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', view);
    expect(await seriousViolations(page), `light ${view}`).toEqual([]);
  }

  await page.getByTestId('subscribe').click();
  await expect(page.getByTestId('subscribe-modal').getByRole('button').first()).toBeVisible();
  await dialogAtRest(page);
  expect(await seriousViolations(page), 'light subscribe').toEqual([]);
  await pressEscapeIn(page.getByRole('dialog'));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the header's switch repaints the same screens in dark: their colours read again, from the
  // list view (still shown) back to the month
  await switchTheme(page, 'dark');
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'listMonth');
  expect(await seriousColourViolations(page), 'dark listMonth').toEqual([]);
  await page.getByTestId('calendar-views').locator('label').nth(1).click();
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'timeGridWeek');
  expect(await seriousColourViolations(page), 'dark timeGridWeek').toEqual([]);
  await page.getByTestId('calendar-views').locator('label').nth(0).click();
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'dayGridMonth');
  await expect(page.getByTestId('calendar-event').first()).toBeVisible();
  expect(await seriousColourViolations(page), 'dark month').toEqual([]);

  await page.getByTestId('add-event').click();
  await expect(page.getByTestId('event-form')).toBeVisible();
  await dialogAtRest(page);
  expect(await seriousColourViolations(page), 'dark event panel').toEqual([]);
  await pressEscapeIn(page.getByRole('dialog'));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('subscribe').click();
  await expect(page.getByTestId('subscribe-modal').getByRole('button').first()).toBeVisible();
  await dialogAtRest(page);
  expect(await seriousColourViolations(page), 'dark subscribe').toEqual([]);
});

test('a phone (390 px): the side panel in a drawer, the list view first, the month view too; axe', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, demo.admin, { to: CALENDAR });
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'listMonth');
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('calendar-menu').click();
  const drawer = page.getByTestId('calendar-drawer');
  await expect(drawer.getByTestId('filter-all')).toBeVisible();
  await dialogAtRest(page);
  expect(await seriousViolations(page), 'drawer').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByTestId('calendar-views').locator('label').first().click();
  await expect(page.getByTestId('calendar')).toHaveAttribute('data-view', 'dayGridMonth');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page), 'month').toEqual([]);
});
