import type { Context } from 'hono';
import { z } from 'zod';
import {
  TRACKING_LOOKUPS_PER_MINUTE,
  addShipmentEventBody,
  createShipmentBody,
  shipmentListQuery,
  shipmentMessages,
  trackingNumberParamSchema,
  updateShipmentBody,
} from '../../contract/shipments';
import { checkTrackingNumber, normalizeTrackingNumber } from '../../contract/tracking-number';
import { ApiError } from '../../platform/errors';
import { eventStream } from '../../platform/event-stream';
import { requireRule } from '../../platform/guard';
import { PUBLIC_AUDIENCE } from '../../platform/live';
import { createRateLimiter } from '../../platform/rate-limit';
import { apiRouter } from '../../platform/router';
import type { ApiDeps } from '../../platform/types';
import { idParam, parseWith, readBody, readQuery } from '../../platform/validate';
import { shipmentsService } from './service';

const numberParam = z.object({ number: trackingNumberParamSchema });

export const trackingRateLimit = { limit: TRACKING_LOOKUPS_PER_MINUTE, windowMs: 60_000 };
/** a public stream ends after this long (no token to expire): the page reconnects */
export const TRACKING_STREAM_MS = 30 * 60_000;

/**
 * Shipments (api/contract/shipments.ts has every path and error): the staff app below
 * /api/apps/shipments (rule editor; delete rule admin), and the public tracking look-up and its
 * live stream below /api/track (no account, rate-limited per client address).
 */
export function shipmentsRoutes(deps: ApiDeps) {
  const service = shipmentsService(deps);
  const editors = requireRule(deps, 'editor');
  const admins = requireRule(deps, 'admin');
  const limiter = createRateLimiter({
    ...trackingRateLimit,
    now: deps.now,
    store: deps.rateLimits,
  });
  const address = (c: Context) => deps.clientAddress?.(c) ?? 'local';

  /**
   * Every public try counts, bad ones and stream openings too; then the number is checked
   * (shape, check character) before the store is touched. Answers the canonical number.
   */
  async function publicNumber(c: Context): Promise<string> {
    await limiter.enforce(
      [`track:${address(c)}`],
      (seconds) =>
        `Too many look-ups: at most ${TRACKING_LOOKUPS_PER_MINUTE} a minute from one address. Please try again in ${seconds} seconds.`,
    );
    const { number } = parseWith(numberParam, { number: c.req.param('number') });
    const check = checkTrackingNumber(number);
    if (check !== 'valid') {
      const [code, message] =
        check === 'malformed'
          ? (['invalidFormat', shipmentMessages.malformedNumber] as const)
          : (['mistypedNumber', shipmentMessages.mistypedNumber] as const);
      throw new ApiError(422, code, `number: ${message}`, { field: 'number' });
    }
    return normalizeTrackingNumber(number);
  }

  const base = '/apps/shipments';
  return (
    apiRouter()
      // a look-up's answer, found or refused, is never kept by a browser or a proxy: a number
      // unknown a minute ago may be booked now
      .use('/track/*', async (c, next) => {
        await next();
        if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
      })
      .get(base, editors, async (c) => c.json(await service.list(readQuery(c, shipmentListQuery))))
      .post(base, editors, async (c) => {
        const { shipment } = await readBody(c, createShipmentBody);
        return c.json(await service.create(shipment), 201);
      })
      .get(`${base}/:id`, editors, async (c) => c.json(await service.get(idParam(c))))
      .patch(`${base}/:id`, editors, async (c) => {
        const id = idParam(c);
        const { shipment } = await readBody(c, updateShipmentBody);
        return c.json(await service.update(id, shipment));
      })
      .post(`${base}/:id/cancel`, editors, async (c) => c.json(await service.cancel(idParam(c))))
      .post(`${base}/:id/events`, editors, async (c) => {
        const id = idParam(c);
        const { event } = await readBody(c, addShipmentEventBody);
        return c.json(await service.addEvent(id, event), 201);
      })
      .delete(`${base}/:id`, admins, async (c) => c.json(await service.remove(idParam(c))))
      .get('/track/:number', async (c) => {
        const number = await publicNumber(c);
        return c.json(await service.track(number));
      })
      .get('/track/:number/events', async (c) => {
        const trackingNumber = await publicNumber(c);
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
      })
  );
}
