import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error the API answers with on purpose: status, a message a person can read, and details. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** headers of the reply, e.g. Retry-After */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiError(404, what);

/** Hono's onError: ApiError as JSON; anything else is a defect, logged, answered 500. */
export function errorReply(err: Error, c: Context) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    return c.json({ error: err.message, ...err.details }, err.status);
  }
  // Hono's own HTTP errors (body limit, malformed requests) carry a status.
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json({ error: err.message || 'Bad request' }, status as ContentfulStatusCode);
  }
  console.error('[api] unexpected error', err);
  return c.json({ error: 'Something went wrong' }, 500);
}
