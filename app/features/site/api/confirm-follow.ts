import { endpointUrl } from '../../../../api/contract/endpoint';
import { confirmFollow as confirmFollowEndpoint } from '../../../../api/modules/shipment-mail/endpoints';
import { ensureBackend } from '../../../lib/http/api-mode';
import { sendOnce } from '../../../lib/http/http';
import { mailLinkOutcome } from './shipment-mail-reply';

/**
 * POST /api/track/follow/confirm {token}, public: the confirmation mail's link, used once
 * (api/modules/shipment-mail/endpoints.ts); the reply names the shipment now followed. The
 * /follow/confirm page's island loads it when the visitor presses its button, never on load (a
 * mail scanner opening the link must not confirm it); in browser mode it starts the in-page API.
 */
export const confirmFollow = (token: string) =>
  mailLinkOutcome(
    async () => {
      await ensureBackend();
      return sendOnce<unknown>('POST', endpointUrl(confirmFollowEndpoint), { token }, null);
    },
    (data) => {
      const number = (data as { trackingNumber?: unknown } | undefined)?.trackingNumber;
      return typeof number === 'string' && number
        ? { kind: 'done', trackingNumber: number }
        : undefined;
    },
  );
