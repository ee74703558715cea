/**
 * The origins of the OpenID Connect provider that the page's CSP must let in
 * (docs/decisions/0016-security-headers.md). The page fetches the discovery document (at the
 * issuer), the token endpoint, the userinfo endpoint and, in browser mode, the key set; it frames
 * the authorization endpoint for a silent renew. A provider may spread these over several origins
 * (Google: accounts.google.com, oauth2.googleapis.com, openidconnect.googleapis.com,
 * www.googleapis.com), so they are read from the discovery document once, at start.
 * If it cannot be read, the issuer's origin and OIDC_CONNECT_ORIGINS are used, and a line says so.
 */

export interface ProviderOrigins {
  /** connect-src: what the page may fetch */
  connect: string[];
  /** frame-src: what the page may frame */
  frame: string[];
}

export const noProviderOrigins: ProviderOrigins = { connect: [], frame: [] };

const DISCOVERY_TIMEOUT_MS = 5_000;

/**
 * `https://host[:port]` of an http(s) URL; undefined for anything else (a CSP source list must not
 * get a path, a scheme like javascript:, or spaces and semicolons from a document we only read).
 */
export function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return /^https?:\/\/[a-z0-9.\-[\]:]+$/i.test(url.origin) ? url.origin : undefined;
}

/** OIDC_CONNECT_ORIGINS: origins separated by spaces or commas; anything else is an error. */
export function parseOriginList(name: string, raw: string | undefined): string[] {
  const items = (raw ?? '').split(/[\s,]+/).filter(Boolean);
  return items.map((item) => {
    const origin = originOf(item);
    if (!origin || origin !== item.replace(/\/$/, '')) {
      throw new Error(
        `${name} must list origins such as https://oauth2.example.com, not "${item}"`,
      );
    }
    return origin;
  });
}

const unique = (list: (string | undefined)[]) => [...new Set(list.filter((o): o is string => !!o))];

export async function discoverProviderOrigins({
  issuer,
  configured = [],
  fetcher = fetch,
  log,
}: {
  issuer: string;
  /** OIDC_CONNECT_ORIGINS: always allowed, and all there is besides the issuer when discovery fails */
  configured?: string[];
  fetcher?: typeof fetch;
  log: (line: string) => void;
}): Promise<ProviderOrigins> {
  const issuerOrigin = originOf(issuer);
  const fallback = {
    connect: unique([issuerOrigin, ...configured]),
    frame: unique([issuerOrigin]),
  };
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
  let doc: Record<string, unknown>;
  try {
    const res = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (!body || typeof body !== 'object') throw new Error('not a JSON object');
    doc = body as Record<string, unknown>;
    if (doc.issuer !== issuer) throw new Error(`it names another issuer (${String(doc.issuer)})`);
  } catch (error) {
    log(
      `OpenID Connect: the discovery document ${url} could not be read (${(error as Error).message}); ` +
        `the page may fetch ${fallback.connect.join(' ')} only (more with OIDC_CONNECT_ORIGINS)`,
    );
    return fallback;
  }
  return {
    connect: unique([
      issuerOrigin,
      originOf(doc.token_endpoint),
      originOf(doc.userinfo_endpoint),
      originOf(doc.jwks_uri),
      ...configured,
    ]),
    frame: unique([issuerOrigin, originOf(doc.authorization_endpoint)]),
  };
}
