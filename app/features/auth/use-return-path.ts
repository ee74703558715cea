import { useSearchParams } from 'react-router';
import { safeReturnPath } from '../../lib/http';

/** `?to=`: where to go after signing in (same-origin paths only). */
export function useReturnPath(fallback = '/home'): string {
  const [params] = useSearchParams();
  return safeReturnPath(params.get('to'), fallback);
}
