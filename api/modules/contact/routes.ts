import type { Context } from 'hono';
import { sendContactMessageBody } from './contract';
import type { ApiDeps } from '../deps';
import { readBody } from '../../platform/validate';
import { createRateLimiter } from '../../platform/rate-limit';
import { emailService } from '../email';
import { contactService } from './service';
import { apiRouter } from '../../platform/router';

export const contactRateLimit = { limit: 5, windowMs: 60_000 };

/** The website's contact form: public (no token), at most 5 messages a minute per client address. */
export function contactRoutes(deps: ApiDeps) {
  const service = contactService(deps.stores.contact, emailService(deps), deps.now);
  const limiter = createRateLimiter({ ...contactRateLimit, now: deps.now, store: deps.rateLimits });
  const address = (c: Context) => deps.clientAddress?.(c) ?? 'local';

  return apiRouter().post('/contact', async (c) => {
    // every try counts, bad ones too; past the limit: 429 with the form's own message
    await limiter.enforce(
      [`contact:${address(c)}`],
      (seconds) =>
        `Too many messages: at most ${contactRateLimit.limit} a minute from one address. Please try again in ${seconds} seconds.`,
    );
    const input = await readBody(c, sendContactMessageBody);
    return c.json({ ok: true as const, id: await service.send(input) }, 201);
  });
}
