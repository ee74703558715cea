import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiDeps } from '../deps';
import { endpointRoutes } from '../../platform/endpoint-routes';
import { createRateLimiter } from '../../platform/rate-limit';
import type { AppEnv } from '../../platform/types';
import { emailService } from '../email';
import * as endpoints from './endpoints';
import { contactService } from './service';

export const contactRateLimit = { limit: 5, windowMs: 60_000 };

/** The website's contact form: public (no token), at most 5 messages a minute per client address. */
export function contactRoutes(deps: ApiDeps) {
  const service = contactService(deps.stores.contact, emailService(deps), deps.now);
  const limiter = createRateLimiter({ ...contactRateLimit, now: deps.now, store: deps.rateLimits });
  const address = (c: Context) => deps.clientAddress?.(c) ?? 'local';

  /** Every try counts, bad ones too: before the body is read. Past the limit: 429 with the form's own message. */
  const countSend = createMiddleware<AppEnv>(async (c, next) => {
    await limiter.enforce(
      [`contact:${address(c)}`],
      (seconds) =>
        `Too many messages: at most ${contactRateLimit.limit} a minute from one address. Please try again in ${seconds} seconds.`,
    );
    await next();
  });

  return endpointRoutes(deps).on(endpoints.sendContactMessage, countSend, async (_c, { body }) => ({
    ok: true as const,
    id: await service.send(body),
  })).router;
}
