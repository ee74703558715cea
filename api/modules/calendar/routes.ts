import { endpointUrl } from '../../contract/endpoint';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { linkOriginOf } from '../../platform/mail';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { calendarFeedService } from './feed';
import { calendarService } from './service';

/**
 * The shared calendar (./endpoints.ts declares each path): staff only (rule editor), and its
 * feed, which needs no sign-in.
 */
export function calendarRoutes(deps: ApiDeps) {
  const service = calendarService(deps.stores.calendar);
  const feed = calendarFeedService(deps);
  /** the origin of the addresses the API gives out: as the mailed links (api/modules/auth) */
  const feedLink = (origin: string, secret: string) => ({
    url: `${origin}${endpointUrl(endpoints.getCalendarFeed, { file: `${secret}.ics` })}`,
  });
  const routes = endpointRoutes(deps);
  return (
    routes
      .on(endpoints.listCalendarEvents, async () => service.events())
      .on(endpoints.createCalendarEvent, async (c, { body }) => {
        const { id: _ignored, ...input } = body.event;
        return { id: await service.create(input, c.get('principal').id) };
      })
      .on(endpoints.listCalendarLabels, async () => service.labels())
      .on(endpoints.dragCalendarEvent, async (_c, { params, body }) =>
        service.drag(params.id, body.payload.date),
      )
      .on(endpoints.updateCalendarEvent, async (_c, { params, body }) => {
        const { id: _ignored, ...changes } = body.event;
        return service.update(params.id, changes);
      })
      .on(endpoints.deleteCalendarEvent, async (_c, { params }) => {
        await service.remove(params.id);
        return { ok: true as const };
      })
      // subscribing from other calendar programs (docs/decisions/0057)
      .on(endpoints.getCalendarFeedLink, async (c) => {
        const secret = await feed.secretOf(c.get('principal').id);
        return feedLink(linkOriginOf(deps.mailer, c), secret);
      })
      .on(endpoints.renewCalendarFeedLink, async (c) => {
        const secret = await feed.renew(c.get('principal').id);
        return feedLink(linkOriginOf(deps.mailer, c), secret);
      })
      // no sign-in: the secret in the address is the key (a calendar program sends no token).
      // The parameter is the whole file name, `{secret}.ics`: the feed checks the suffix, so that
      // every address below feed/ that is not a feed answers the same 404
      .on(endpoints.getCalendarFeed, async (c, { params }) => {
        const body = await feed.ics(params.file, { origin: linkOriginOf(deps.mailer, c) });
        return c.body(body, 200, {
          'content-type': 'text/calendar; charset=utf-8',
          'cache-control': 'private, no-store',
        });
      }).router
  );
}
