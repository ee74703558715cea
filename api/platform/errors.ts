import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../contract/errors';

/**
 * An error the API answers with on purpose: status, a stable code (api/contract/errors.ts), a
 * message a person can read, and details. The reply is the one error shape of the contract:
 * `{error, code, ...details}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
    /** headers of the reply, e.g. Retry-After */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found', details: Record<string, unknown> = {}) =>
  new ApiError(404, 'notFound', what, details);

/** The code of a 4xx that did not come from an ApiError (Hono's own errors), by status. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 413) return 'bodyTooLarge';
  if (status === 404) return 'noEndpoint';
  if (status === 401) return 'invalidAccessToken';
  if (status === 403) return 'forbidden';
  return 'badRequest';
}

/** Hono's onError: ApiError as JSON; anything else is a defect, logged, answered 500. */
export function errorReply(err: Error, c: Context) {
  if (err instanceof ApiError) {
    for (const [name, value] of Object.entries(err.headers)) c.header(name, value);
    // a refusal naming one field lists it as that field's issue too, as validation does, so that
    // the app finds every field's problem in one place
    const { field } = err.details;
    const issues =
      err.details.issues ??
      (typeof field === 'string'
        ? [{ field, code: err.code, message: err.message.replace(`${field}: `, '') }]
        : undefined);
    return c.json(
      { error: err.message, code: err.code, ...err.details, ...(issues ? { issues } : {}) },
      err.status,
    );
  }
  // Hono's own HTTP errors (body limit, malformed requests) carry a status.
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return c.json(
      { error: err.message || 'Bad request', code: codeOfStatus(status) },
      status as ContentfulStatusCode,
    );
  }
  console.error('[api] unexpected error', err);
  return c.json({ error: 'Something went wrong', code: 'serverError' satisfies ErrorCode }, 500);
}
