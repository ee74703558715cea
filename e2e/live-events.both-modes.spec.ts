/**
 * Live events in the browser (docs/decisions/0052), in server mode and in browser mode, where the
 * in-page back end answers through MSW: the dashboard holds one stream per tab, and an event
 * published while a stream is open arrives on it as it happens (MSW hands the body over as it is
 * written, not when it ends). The reconnection after a failed stream is tested in server mode
 * only (live-events.spec.ts).
 */
import { test } from './support/test';
import { streamLiveEvents } from '../api/modules/live/endpoints';
import { demo, expect, signInWithForm } from './auth-helpers';

const EVENTS = streamLiveEvents.path;

test(
  'the dashboard holds one live stream; an event reaches an open stream at once',
  { tag: '@browser-mode' },
  async ({ page }) => {
    const streams: string[] = [];
    const statuses: number[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === EVENTS) streams.push(request.url());
    });
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === EVENTS) statuses.push(response.status());
    });
    await signInWithForm(page, demo.editor, { to: '/extensions/access-control' });
    await expect.poll(() => streams.length).toBe(1);
    // the app's stream is open: its answer (the headers) came, with the signed-in editor's token
    await expect.poll(() => statuses).toEqual([200]);

    // a second reader in the page: its stream is ready, then a status change reaches it
    const text = await page.evaluate(async (path) => {
      const token = sessionStorage.getItem('accessToken') ?? localStorage.getItem('accessToken');
      const headers = { authorization: `Bearer ${token}` };
      const controller = new AbortController();
      const res = await fetch(path, { headers, signal: controller.signal });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let seen = '';
      const until = async (pattern: RegExp) => {
        while (!pattern.test(seen)) {
          const { done, value } = await reader.read();
          if (done) throw new Error(`the stream ended: ${seen}`);
          seen += value;
        }
      };
      await until(/event: ready/);
      await fetch('/api/apps/chat/set-status', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'away' }),
      });
      await until(/"type":"chat\.status"/);
      controller.abort();
      return seen;
    }, EVENTS);
    expect(text).toMatch(/^data: .*"type":"chat\.status".*"status":"away"/m);
    // the app's one stream and the test's: the app opened no other
    expect(streams.length).toBe(2);
  },
);
