import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { accountOf } from '../auth';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { linkOriginOf } from '../../platform/mail';
import { createRateLimiter } from '../../platform/rate-limit';
import type { AppEnv } from '../../platform/types';
import { publicTrackingNumber } from '../shipments';
import type { ApiDeps } from '../deps';
import { FOLLOW_REQUESTS_PER_ADDRESS, FOLLOW_REQUESTS_PER_CLIENT } from './contract';
import * as endpoints from './endpoints';
import { shipmentMailService } from './service';

const HOUR_MS = 3_600_000;

/**
 * Shipment status mail (./endpoints.ts declares each path, ./contract.ts its rules). A follow
 * request counts against its client before its body is read (every try) and against its address
 * once the address is read: each request mails the address, so an address gets few.
 */
export function shipmentMailRoutes(deps: ApiDeps) {
  const service = shipmentMailService(deps);
  const limit = (perHour: number) =>
    createRateLimiter({ limit: perHour, windowMs: HOUR_MS, now: deps.now, store: deps.rateLimits });
  const clients = limit(FOLLOW_REQUESTS_PER_CLIENT);
  const addresses = limit(FOLLOW_REQUESTS_PER_ADDRESS);
  const client = (c: Context) => deps.clientAddress?.(c) ?? 'local';
  const tooMany = (what: string, perHour: number) => (seconds: number) =>
    `Too many follow requests: at most ${perHour} an hour ${what}. Please try again in ${Math.ceil(seconds / 60)} minutes.`;

  const countClient = createMiddleware<AppEnv>(async (c, next) => {
    await clients.enforce(
      [`follow:${client(c)}`],
      tooMany('from one address', FOLLOW_REQUESTS_PER_CLIENT),
    );
    await next();
  });

  return endpointRoutes(deps)
    .on(endpoints.followShipment, countClient, async (c, { params, body }) => {
      const number = publicTrackingNumber(params.number);
      await addresses.enforce(
        [`follow-address:${body.email.toLowerCase()}`],
        tooMany('for one e-mail address', FOLLOW_REQUESTS_PER_ADDRESS),
      );
      return service.follow(number, body, linkOriginOf(deps.mailer, c));
    })
    .on(endpoints.confirmFollow, async (_c, { body }) => service.confirm(body.token))
    .on(endpoints.unsubscribe, async (_c, { query }) => service.unsubscribe(query.token))
    .on(endpoints.getMailSettings, async (c) => service.settings(await accountOf(c)))
    .on(endpoints.updateMailSettings, async (c, { body }) =>
      service.updateSettings(await accountOf(c), body.shipmentMail),
    ).router;
}
