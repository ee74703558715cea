import { redirect } from 'react-router';
import { redirects } from '../pages';
import type { Route } from './+types/redirect';

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  const entry = redirects.find((r) => r.path === pathname.replace(/\/+$/, '') || r.path === pathname);
  throw redirect(entry?.to ?? '/pages/error-404');
}

export default function Redirect() {
  return null;
}
