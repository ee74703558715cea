/**
 * Browser mode has no HTTP server to keep an HttpOnly cookie, so the in-browser back end keeps it
 * (docs/architecture.md decision 4): this jar sits around the API's fetch, in the page's memory. It
 * takes every Set-Cookie out of the API's replies (the page never sees them, and document.cookie
 * stays untouched), and adds the cookies whose path matches to the API's requests, like a browser
 * would.
 * (Through X-Browser-Set-Cookie and X-Browser-Cookie: see api/modules/auth/session.ts.)
 * Max-Age and Expires are honoured; Max-Age=0 deletes.
 */
import { BROWSER_COOKIE_HEADER, BROWSER_SET_COOKIE_HEADER } from '../api/modules/auth/session';

interface Held {
  value: string;
  path: string;
  /** ms since epoch; undefined: until the page goes (a session cookie) */
  expires?: number;
}

export type Fetch = (request: Request) => Promise<Response>;

function pathMatches(requestPath: string, cookiePath: string) {
  if (requestPath === cookiePath) return true;
  const prefix = cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`;
  return requestPath.startsWith(prefix);
}

export function parseSetCookie(
  line: string,
  now: number,
): { name: string; held: Held } | undefined {
  const [pair, ...attributes] = line.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const name = pair.slice(0, eq).trim();
  const held: Held = { value: pair.slice(eq + 1).trim(), path: '/' };
  for (const attribute of attributes) {
    const [key, ...rest] = attribute.split('=');
    const value = rest.join('=').trim();
    switch (key.trim().toLowerCase()) {
      case 'path':
        if (value.startsWith('/')) held.path = value;
        break;
      case 'max-age':
        held.expires = now + Number(value) * 1000;
        break;
      case 'expires':
        // Max-Age wins when both are given
        if (!/max-age/i.test(line)) held.expires = Date.parse(value);
        break;
    }
  }
  return { name, held };
}

export function cookieJar(now: () => number) {
  const jar = new Map<string, Held>();

  function live() {
    const t = now();
    for (const [name, held] of jar)
      if (held.expires !== undefined && !(held.expires > t)) jar.delete(name);
    return jar;
  }

  return {
    /** wraps a fetch: cookies in, Set-Cookie out */
    wrap(fetchFn: Fetch): Fetch {
      return async (request) => {
        const url = new URL(request.url);
        const headers = new Headers(request.headers);
        // Only what the jar holds, never document.cookie or what the page put there. A Request built
        // in the page cannot carry Cookie, so the API reads X-Browser-Cookie in browser mode.
        headers.delete('cookie');
        headers.delete(BROWSER_COOKIE_HEADER);
        const cookies = [...live()]
          .filter(([, held]) => pathMatches(url.pathname, held.path))
          .map(([name, held]) => `${name}=${held.value}`);
        if (cookies.length) headers.set(BROWSER_COOKIE_HEADER, cookies.join('; '));
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        const forwarded = new Request(request.url, {
          method: request.method,
          headers,
          body: hasBody ? await request.arrayBuffer() : undefined,
        });
        const response = await fetchFn(forwarded);
        // Set-Cookie itself does not survive a Response built in the page: the API repeats it
        // (encoded, comma-separated) in X-Browser-Set-Cookie in browser mode.
        const mirrored = (response.headers.get(BROWSER_SET_COOKIE_HEADER) ?? '')
          .split(',')
          .filter(Boolean)
          .map((line) => decodeURIComponent(line.trim()));
        const setCookies = mirrored.length ? mirrored : response.headers.getSetCookie();
        if (!setCookies.length) return response;
        for (const line of setCookies) {
          const parsed = parseSetCookie(line, now());
          if (parsed) jar.set(parsed.name, parsed.held);
        }
        live();
        const out = new Headers(response.headers);
        out.delete('set-cookie');
        out.delete(BROWSER_SET_COOKIE_HEADER);
        return new Response(response.body, {
          status: response.status,
          statusText: response.statusText,
          headers: out,
        });
      };
    },
    /** the names of the cookies held now (tests) */
    names: () => [...live().keys()],
    /** the value of a cookie held now (tests; the page never gets it: see start.ts) */
    value: (name: string) => live().get(name)?.value,
    /** gives a held cookie another value, keeping its path and expiry; false when none is held */
    replaceValue(name: string, value: string) {
      const held = live().get(name);
      if (!held) return false;
      jar.set(name, { ...held, value });
      return true;
    },
  };
}
