import { ApiRequestError } from '../../lib/api-client';

/**
 * A refusal that names one field without listing issues (the user-management service's 422
 * `alreadyUsed` names `field` only) as one with that field's issue, so that FormField shows it by
 * the field and FormAlert leaves it there. Any other error as it is.
 */
export function asFieldRefusal(error: unknown): unknown {
  if (!(error instanceof ApiRequestError) || !error.field || error.issues.length > 0) return error;
  const { status, code, message, field, limit } = error;
  if (code === 'network' || code === 'invalidReply') return error;
  return new ApiRequestError(status, code, message, {
    field,
    limit,
    issues: [{ field, code, message, limit }],
  });
}
