import { endpointUrl } from '../../../../api/contract/endpoint';
import { apiErrorReply } from '../../../../api/contract/errors';
import { trackShipment as trackShipmentEndpoint } from '../../../../api/modules/shipments/endpoints';
import { trackingReply, type TrackingReply } from '../../../../api/modules/shipments/contract';
import { ensureBackend } from '../../../lib/http/api-mode';
import { sendOnce } from '../../../lib/http/http';

/** What a look-up came to: the shipment, or why there is none to show. */
export type TrackingOutcome =
  | { kind: 'found'; shipment: TrackingReply }
  | { kind: 'notFound' }
  | { kind: 'mistyped' }
  | { kind: 'malformed' }
  /** too many look-ups from this address: `retryAfter` seconds to wait */
  | { kind: 'rateLimited'; retryAfter: number }
  /** no answer, or one that makes no sense: the page offers to try again */
  | { kind: 'failed' };

/**
 * GET /api/track/:number, public (no token, no session): the public view of a shipment
 * (api/modules/shipments/endpoints.ts). Loaded after the tracking page's first paint, it carries neither
 * TanStack Query nor the app's session, to keep the public website light
 * (docs/decisions/0006-public-first-load-budget.md); in browser mode it starts the in-page API.
 */
export async function trackShipment(
  number: string,
  signal?: AbortSignal,
): Promise<TrackingOutcome> {
  try {
    await ensureBackend();
    const reply = await sendOnce<unknown>(
      'GET',
      endpointUrl(trackShipmentEndpoint, { number }),
      undefined,
      null,
      signal,
    );
    if (reply.status === 200) {
      const parsed = trackingReply.safeParse(reply.data);
      return parsed.success ? { kind: 'found', shipment: parsed.data } : { kind: 'failed' };
    }
    const error = apiErrorReply.safeParse(reply.data);
    const code = error.success ? error.data.code : undefined;
    if (reply.status === 404) return { kind: 'notFound' };
    if (reply.status === 429) {
      const seconds = Number(reply.headers?.get('retry-after'));
      return {
        kind: 'rateLimited',
        retryAfter: Number.isFinite(seconds) && seconds > 0 ? seconds : 60,
      };
    }
    if (code === 'mistypedNumber') return { kind: 'mistyped' };
    if (reply.status === 422) return { kind: 'malformed' };
    return { kind: 'failed' };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'failed' };
  }
}
