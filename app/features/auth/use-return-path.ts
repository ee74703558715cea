import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../lib/http/http';

/**
 * `?to=`: where to go after signing in (same-origin paths only); null when none was given (or
 * one that leaves the site): then the landing page goes by role (landingAfterSignIn of
 * app/lib/session/landing.ts).
 */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('to'), '') || null;
}
