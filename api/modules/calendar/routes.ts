import {
  CALENDAR_FEED_PATH,
  createCalendarEventBody,
  dragCalendarEventBody,
  renewCalendarFeedLinkBody,
  updateCalendarEventBody,
} from './contract';
import { requireRule } from '../../platform/guard';
import type { ApiDeps } from '../deps';
import { idParam, readBody } from '../../platform/validate';
import { calendarFeedService } from './feed';
import { calendarService } from './service';
import { apiRouter } from '../../platform/router';

export function calendarRoutes(deps: ApiDeps) {
  const service = calendarService(deps.stores.calendar);
  const feed = calendarFeedService(deps);
  const editors = requireRule(deps, 'editor');
  /** the origin of the addresses the API gives out: as the mailed links (api/modules/auth) */
  const originOf = (url: string) => deps.mailer.linkOrigin ?? new URL(url).origin;
  const feedLink = (origin: string, secret: string) => ({
    url: `${origin}${CALENDAR_FEED_PATH}/${secret}.ics`,
  });
  return (
    apiRouter()
      .get('/apps/calendar/events', editors, async (c) => c.json(await service.events()))
      .post('/apps/calendar/events', editors, async (c) => {
        const { event } = await readBody(c, createCalendarEventBody);
        const { id: _ignored, ...input } = event;
        return c.json({ id: await service.create(input, c.get('principal').id) }, 201);
      })
      .get('/apps/calendar/labels', editors, async (c) => c.json(await service.labels()))
      .post('/apps/calendar/event/dragged/:id', editors, async (c) => {
        const id = idParam(c);
        const { payload } = await readBody(c, dragCalendarEventBody);
        return c.json(await service.drag(id, payload.date));
      })
      .post('/apps/calendar/event/:id', editors, async (c) => {
        const id = idParam(c);
        const { event } = await readBody(c, updateCalendarEventBody);
        const { id: _ignored, ...changes } = event;
        return c.json(await service.update(id, changes));
      })
      .delete('/apps/calendar/event/:id', editors, async (c) => {
        await service.remove(idParam(c));
        return c.json({ ok: true });
      })
      // subscribing from other calendar programs (docs/decisions/0057)
      .get('/apps/calendar/feed-link', editors, async (c) => {
        const secret = await feed.secretOf(c.get('principal').id);
        return c.json(feedLink(originOf(c.req.url), secret));
      })
      .post('/apps/calendar/feed-link', editors, async (c) => {
        await readBody(c, renewCalendarFeedLinkBody);
        const secret = await feed.renew(c.get('principal').id);
        return c.json(feedLink(originOf(c.req.url), secret));
      })
      // no sign-in: the secret in the address is the key (a calendar program sends no token).
      // The parameter is the whole file name, `{secret}.ics`: the feed checks the suffix, so that
      // every address below feed/ that is not a feed answers the same 404
      .get('/apps/calendar/feed/:file', async (c) => {
        const body = await feed.ics(c.req.param('file'), { origin: originOf(c.req.url) });
        return c.body(body, 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'cache-control': 'private, no-store',
        });
      })
  );
}
