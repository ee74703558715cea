import { redirect } from 'react-router';

export function clientLoader() {
  throw redirect('/pages/error-404');
}

export default function NotFound() {
  return null;
}
