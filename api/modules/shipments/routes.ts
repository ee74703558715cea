import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { TRACKING_LOOKUPS_PER_MINUTE } from './contract';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { eventStream } from '../../platform/event-stream';
import { PUBLIC_AUDIENCE } from '../../platform/live';
import { createRateLimiter } from '../../platform/rate-limit';
import { linkOriginOf } from '../../platform/mail';
import type { AppEnv } from '../../platform/types';
import type { ApiDeps } from '../deps';
import * as endpoints from './endpoints';
import { publicTrackingNumber, shipmentsService } from './service';

export const trackingRateLimit = { limit: TRACKING_LOOKUPS_PER_MINUTE, windowMs: 60_000 };
/** a public stream ends after this long (no token to expire): the page reconnects */
export const TRACKING_STREAM_MS = 30 * 60_000;

/**
 * Shipments (./endpoints.ts declares each path, ./contract.ts its rules): the staff app below
 * /api/apps/shipments (rule editor; delete rule admin), and the public tracking look-up and its
 * live stream below /api/track (no account, rate-limited per client address).
 */
export function shipmentsRoutes(deps: ApiDeps) {
  const service = shipmentsService(deps);
  const limiter = createRateLimiter({
    ...trackingRateLimit,
    now: deps.now,
    store: deps.rateLimits,
  });
  const address = (c: Context) => deps.clientAddress?.(c) ?? 'local';

  /** Every public try counts, bad ones and stream openings too: before the number is read. */
  const countLookUp = createMiddleware<AppEnv>(async (c, next) => {
    await limiter.enforce(
      [`track:${address(c)}`],
      (seconds) =>
        `Too many look-ups: at most ${TRACKING_LOOKUPS_PER_MINUTE} a minute from one address. Please try again in ${seconds} seconds.`,
    );
    await next();
  });

  const routes = endpointRoutes(deps);
  // a look-up's answer, found or refused, is never kept by a browser or a proxy: a number
  // unknown a minute ago may be booked now
  routes.router.use('/track/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  return routes
    .on(endpoints.listShipments, async (_c, { query }) => service.list(query))
    .on(endpoints.createShipment, async (c, { body }) =>
      service.create(body.shipment, linkOriginOf(deps.mailer, c)),
    )
    .on(endpoints.getShipment, async (_c, { params }) => service.get(params.id))
    .on(endpoints.updateShipment, async (c, { params, body }) =>
      service.update(params.id, body.shipment, linkOriginOf(deps.mailer, c)),
    )
    .on(endpoints.cancelShipment, async (c, { params }) =>
      service.cancel(params.id, linkOriginOf(deps.mailer, c)),
    )
    .on(endpoints.addShipmentEvent, async (c, { params, body }) =>
      service.addEvent(params.id, body.event, linkOriginOf(deps.mailer, c)),
    )
    .on(endpoints.deleteShipment, async (_c, { params }) => service.remove(params.id))
    .on(endpoints.trackShipment, countLookUp, async (_c, { params }) =>
      service.track(publicTrackingNumber(params.number)),
    )
    .on(endpoints.trackShipmentEvents, countLookUp, async (_c, { params }) => {
      const trackingNumber = publicTrackingNumber(params.number);
      return eventStream({
        // only this number's changes, and of them only the number (nothing private)
        subscribe: (emit, end) =>
          deps.live.subscribe(
            PUBLIC_AUDIENCE,
            (event) => {
              if (event.type === 'shipment.changed' && event.trackingNumber === trackingNumber) {
                emit({ type: 'shipment.changed', trackingNumber });
              }
            },
            end,
          ),
        endAfterMs: TRACKING_STREAM_MS,
        // the shipment's last change, read once listening: a page showing an older one asks
        // again (a change between its look-up and this stream would otherwise never show)
        ready: async () => ({
          expiresAt: new Date(deps.now().getTime() + TRACKING_STREAM_MS).toISOString(),
          updatedAt: (await service.track(trackingNumber)).updatedAt,
        }),
      });
    }).router;
}
