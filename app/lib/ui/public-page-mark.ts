/**
 * The mark the application leaves when it loads a public page's document
 * (app/layouts/site.tsx, docs/decisions/0069): the address it loaded. The public page's script
 * clears it; the application finding it still there at that address knows the host answered with
 * the application again, and shows the 404 screen instead of loading it once more.
 */
const KEY = 'publicPageLoad';

export function publicPageMark(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setPublicPageMark(address: string | null) {
  try {
    if (address === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, address);
  } catch {
    // storage unavailable: the page still loads; a host without the page shows the application's 404
  }
}
