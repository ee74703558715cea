import { endpointUrl } from '../../../../api/contract/endpoint';
import { unsubscribe as unsubscribeEndpoint } from '../../../../api/modules/shipment-mail/endpoints';
import { ensureBackend } from '../../../lib/http/api-mode';
import { sendOnce } from '../../../lib/http/http';
import { mailLinkOutcome } from './shipment-mail-reply';

/**
 * POST /api/mail/unsubscribe?token=..., public: a status mail's one-click unsubscribe (RFC 8058;
 * the body is not read; api/modules/shipment-mail/endpoints.ts). The /unsubscribe page's island
 * loads it when the visitor presses its button, never on load (mail scanners open links); in
 * browser mode it starts the in-page API.
 */
export const unsubscribeMail = (token: string) =>
  mailLinkOutcome(
    async () => {
      await ensureBackend();
      return sendOnce<unknown>(
        'POST',
        endpointUrl(unsubscribeEndpoint, { token }),
        undefined,
        null,
      );
    },
    () => ({ kind: 'done' }),
  );
