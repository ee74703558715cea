import { endpointUrl } from '../../../../api/contract/endpoint';
import { followShipment as followShipmentEndpoint } from '../../../../api/modules/shipment-mail/endpoints';
import type { LanguageCode } from '../../../lib/i18n/languages';
import { ensureBackend } from '../../../lib/http/api-mode';
import { sendOnce } from '../../../lib/http/http';
import { refusalOf } from './shipment-mail-reply';

/** What a follow request came to. */
export type FollowOutcome =
  /** 202: a confirmation mail went out if the address can take it (the reply never says) */
  | { kind: 'sent' }
  /** 422 on the address: the code of its first issue (`invalidFormat`, `tooLong`...) */
  | { kind: 'email'; code: string; limit?: number }
  /** 422 on the number */
  | { kind: 'number' }
  /** 429: too many requests for this address or from this client */
  | { kind: 'rateLimited' }
  /** no answer, or one that makes no sense */
  | { kind: 'failed' };

/**
 * POST /api/track/:number/follow {email, language}, public (no token, no session): asks for a
 * confirmation mail to follow a shipment by e-mail (api/modules/shipment-mail/endpoints.ts). The
 * tracking page's island loads it on the first request, with neither TanStack Query nor the app's
 * session (docs/decisions/0069-public-pages-as-islands.md); in browser mode it starts the in-page
 * API.
 */
export async function followShipment(
  number: string,
  email: string,
  /** the mails' language: the page's */
  language: LanguageCode,
): Promise<FollowOutcome> {
  try {
    await ensureBackend();
    const reply = await sendOnce<unknown>(
      'POST',
      endpointUrl(followShipmentEndpoint, { number }),
      { email, language },
      null,
    );
    if (reply.status === 202 || reply.status === 200) return { kind: 'sent' };
    const refusal = refusalOf(reply.data);
    if (reply.status === 429 || refusal.code === 'tooManyAttempts') return { kind: 'rateLimited' };
    if (reply.status === 422) {
      const onEmail = refusal.issues.find((issue) => issue.field === 'email');
      if (onEmail) return { kind: 'email', code: onEmail.code, limit: onEmail.limit };
      if (refusal.field === 'email' && refusal.code) return { kind: 'email', code: refusal.code };
      return { kind: 'number' };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
