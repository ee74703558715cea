import type { ContactService } from '../../../../api/modules/contact/contract';
import * as endpoints from '../../../../api/modules/contact/endpoints';
import { apiRequest } from '../../../lib/http/api-client';
import type { ContactValues } from '../../../../api/modules/contact/contract-rules';

/**
 * POST /api/contact, public (no token): 201 {ok, id}. A refusal throws ApiRequestError: a wrong
 * field (the server checks again what the form checked) 422 with the field and its code, more than 5 messages a minute 429 tooManyAttempts.
 * The public website calls the fetcher itself, loaded on the first send: it carries no TanStack
 * Query, to keep its pages light (docs/decisions/0006-public-first-load-budget.md).
 */
export const sendContactMessage = (body: ContactValues) =>
  // the service as the visitor picked it: the server refuses an unknown one (422 naming service)
  apiRequest(
    endpoints.sendContactMessage,
    {},
    { ...body, service: body.service as ContactService },
  );
