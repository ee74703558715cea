import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { loadConfig } from './config';
import { discoverProviderOrigins, originOf, parseOriginList } from './provider-origins';

const google = 'https://accounts.google.com';
// the parts of Google's discovery document that matter here
const googleDiscovery = {
  issuer: google,
  authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
  token_endpoint: 'https://oauth2.googleapis.com/token',
  userinfo_endpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
  revocation_endpoint: 'https://oauth2.googleapis.com/revoke',
};

/** A provider that answers its discovery document with `doc` (or the given status). */
function provider(doc: unknown, status = 200) {
  const asked: string[] = [];
  const fetcher = (async (url: string | URL | Request) => {
    asked.push(String(url));
    return new Response(typeof doc === 'string' ? doc : JSON.stringify(doc), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetcher, asked };
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe("the OpenID Connect provider's origins in the page CSP", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'freight-csp-'));
    mkdirSync(join(dir, 'home'));
    writeFileSync(join(dir, 'home', 'index.html'), '<!doctype html><title>home</title>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the token, userinfo and key origins from the discovery document (Google's spread)", async () => {
    const { fetcher, asked } = provider(googleDiscovery);
    const lines: string[] = [];
    const origins = await discoverProviderOrigins({
      issuer: google,
      fetcher,
      log: (l) => lines.push(l),
    });
    expect(asked).toEqual(['https://accounts.google.com/.well-known/openid-configuration']);
    expect(origins).toEqual({
      connect: [
        'https://accounts.google.com',
        'https://oauth2.googleapis.com',
        'https://openidconnect.googleapis.com',
        'https://www.googleapis.com',
      ],
      frame: ['https://accounts.google.com'],
    });
    expect(lines).toEqual([]);

    const app = createServerApp({
      buildDir: dir,
      log: () => {},
      clientAddress: () => 'x',
      providerOrigins: origins,
    });
    const csp = (await app.request('/home')).headers.get('content-security-policy')!;
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://accounts.google.com https://oauth2.googleapis.com " +
        'https://openidconnect.googleapis.com https://www.googleapis.com',
    );
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://accounts.google.com");
  });

  it('adds OIDC_CONNECT_ORIGINS, once each', async () => {
    const { fetcher } = provider(googleDiscovery);
    const origins = await discoverProviderOrigins({
      issuer: google,
      configured: ['https://oauth2.googleapis.com', 'https://extra.example.com'],
      fetcher,
      log: () => {},
    });
    expect(origins.connect).toEqual([
      'https://accounts.google.com',
      'https://oauth2.googleapis.com',
      'https://openidconnect.googleapis.com',
      'https://www.googleapis.com',
      'https://extra.example.com',
    ]);
  });

  it.each([
    ['the provider is down', undefined, 0],
    ['an error status', googleDiscovery, 503],
    ['not JSON', '<html>maintenance</html>', 200],
    ['another issuer', { ...googleDiscovery, issuer: 'https://evil.example.com' }, 200],
  ])(
    'falls back to the issuer and OIDC_CONNECT_ORIGINS when discovery fails: %s',
    async (_case, doc, status) => {
      const lines: string[] = [];
      const fetcher =
        status === 0
          ? ((async () => {
              throw new TypeError('fetch failed');
            }) as typeof fetch)
          : provider(doc, status).fetcher;
      const origins = await discoverProviderOrigins({
        issuer: google,
        configured: ['https://oauth2.googleapis.com', 'https://www.googleapis.com'],
        fetcher,
        log: (l) => lines.push(l),
      });
      expect(origins).toEqual({
        connect: [
          'https://accounts.google.com',
          'https://oauth2.googleapis.com',
          'https://www.googleapis.com',
        ],
        frame: ['https://accounts.google.com'],
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('could not be read');
      expect(lines[0]).toContain('OIDC_CONNECT_ORIGINS');
    },
  );

  it('takes nothing from the document that is not an http(s) origin', async () => {
    const { fetcher } = provider({
      ...googleDiscovery,
      token_endpoint: "https://id.example.com; script-src 'unsafe-inline'",
      userinfo_endpoint: 'javascript:alert(1)',
      jwks_uri: 42,
      authorization_endpoint: 'data:text/html,<script>1</script>',
    });
    const origins = await discoverProviderOrigins({ issuer: google, fetcher, log: () => {} });
    expect(origins).toEqual({ connect: [google], frame: [google] });
  });

  it('origins: scheme, host and port only', () => {
    expect(originOf('https://oauth2.googleapis.com/token?x=1')).toBe(
      'https://oauth2.googleapis.com',
    );
    expect(originOf('http://127.0.0.1:4347/jwks')).toBe('http://127.0.0.1:4347');
    expect(originOf('ftp://files.example.com')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(originOf(undefined)).toBeUndefined();
  });

  it('OIDC_CONNECT_ORIGINS: origins separated by spaces or commas; anything else stops the start', () => {
    expect(parseOriginList('X', undefined)).toEqual([]);
    expect(
      parseOriginList('X', ' https://a.example.com, https://b.example.com/ http://127.0.0.1:9 '),
    ).toEqual(['https://a.example.com', 'https://b.example.com', 'http://127.0.0.1:9']);
    expect(
      loadConfig({ OIDC_CONNECT_ORIGINS: 'https://oauth2.googleapis.com' }).oidcConnectOrigins,
    ).toEqual(['https://oauth2.googleapis.com']);
    for (const bad of [
      'https://a.example.com/token',
      'oauth2.googleapis.com',
      "'unsafe-inline'",
      '*',
    ]) {
      expect(() => loadConfig({ OIDC_CONNECT_ORIGINS: bad })).toThrow(
        /OIDC_CONNECT_ORIGINS must list origins/,
      );
    }
  });
});
