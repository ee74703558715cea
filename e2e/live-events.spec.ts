/**
 * The live stream's reconnection (docs/decisions/0052), in server mode only: Playwright's routing
 * does not see the requests that the in-page back end of browser mode answers (MSW's worker), so
 * it cannot make that stream fail.
 */
import { test } from './support/test';
import { streamLiveEvents } from '../api/modules/live/endpoints';
import { demo, expect, signInWithForm } from './auth-helpers';

const EVENTS = streamLiveEvents.path;

test('a stream that fails comes back by itself', async ({ page }) => {
  const statuses: number[] = [];
  let failed = 0;
  // the first two tries of the stream fail as a dropped network would; the rest go through
  await page.route(`**${EVENTS}`, (route) =>
    failed++ < 2 ? route.abort('connectionreset') : route.continue(),
  );
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === EVENTS) statuses.push(response.status());
  });
  await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
  // after about 1 s, then about 2 s (the backoff), the third try connects
  await expect.poll(() => statuses, { timeout: 10_000 }).toEqual([200]);
  expect(failed).toBe(3);
});
