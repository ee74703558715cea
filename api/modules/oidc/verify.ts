import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { OidcSettings } from './settings';

/** The claims the app uses from a verified ID token. */
export interface IdTokenClaims {
  issuer: string;
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

export class IdTokenError extends Error {}
export class ProviderUnavailableError extends Error {}

const FETCH_TIMEOUT_MS = 5_000;
/** keys are re-read at most this often when a token names an unknown key (provider key rotation) */
const REFETCH_MIN_INTERVAL_MS = 30_000;
/** keys are re-read after this long anyway */
const KEYS_MAX_AGE_MS = 60 * 60 * 1000;
/** an ID token older than this is not exchanged (limits the replay of a leaked token) */
const MAX_TOKEN_AGE = '15m';
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

interface KeyCache {
  keys: ReturnType<typeof createLocalJWKSet>;
  fetchedAt: number;
}

async function getJson(fetcher: typeof fetch, url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetcher(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderUnavailableError(`${url}: ${(error as Error).message}`);
  }
  if (!res.ok) throw new ProviderUnavailableError(`${url}: HTTP ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new ProviderUnavailableError(`${url}: not JSON`);
  }
}

/**
 * Verifies ID tokens of one provider: the signature against the keys the provider publishes
 * (found through its discovery document, `<issuer>/.well-known/openid-configuration`), the
 * issuer, the audience (our client id), the expiry and the age.
 */
export function idTokenVerifier(settings: OidcSettings, now: () => Date) {
  const fetcher = settings.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  let jwksUri: string | undefined;
  let cache: KeyCache | undefined;
  let loading: Promise<KeyCache> | undefined;

  async function discover(): Promise<string> {
    if (jwksUri) return jwksUri;
    const url = `${settings.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const doc = (await getJson(fetcher, url)) as { issuer?: unknown; jwks_uri?: unknown };
    if (doc.issuer !== settings.issuer || typeof doc.jwks_uri !== 'string') {
      throw new ProviderUnavailableError(`${url}: the discovery document does not match the issuer`);
    }
    jwksUri = doc.jwks_uri;
    return jwksUri;
  }

  function loadKeys(): Promise<KeyCache> {
    loading ??= (async () => {
      const set = (await getJson(fetcher, await discover())) as JSONWebKeySet;
      if (!set || !Array.isArray(set.keys)) throw new ProviderUnavailableError('the key set has no keys');
      cache = { keys: createLocalJWKSet(set), fetchedAt: now().getTime() };
      return cache;
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  async function keys(): Promise<KeyCache> {
    if (cache && now().getTime() - cache.fetchedAt < KEYS_MAX_AGE_MS) return cache;
    return loadKeys();
  }

  async function verifyWith(keySet: KeyCache, idToken: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(idToken, keySet.keys, {
      issuer: settings.issuer,
      audience: settings.clientId,
      algorithms: ALGORITHMS,
      currentDate: now(),
      maxTokenAge: MAX_TOKEN_AGE,
      clockTolerance: 60,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    return payload;
  }

  return async function verify(idToken: string): Promise<IdTokenClaims> {
    let payload: JWTPayload;
    try {
      let keySet = await keys();
      try {
        payload = await verifyWith(keySet, idToken);
      } catch (error) {
        // The provider may have rotated its keys: read them again (not more often than allowed).
        if (!(error instanceof errors.JWKSNoMatchingKey) || now().getTime() - keySet.fetchedAt < REFETCH_MIN_INTERVAL_MS) {
          throw error;
        }
        keySet = await loadKeys();
        payload = await verifyWith(keySet, idToken);
      }
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw error;
      throw new IdTokenError((error as Error).message);
    }
    // The azp claim, when present with several audiences, must be us (OpenID Connect Core 3.1.3.7).
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== settings.clientId) {
      throw new IdTokenError('azp does not name this client');
    }
    const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : undefined);
    const subject = text(payload.sub, 255);
    if (!subject) throw new IdTokenError('no sub');
    return {
      issuer: settings.issuer,
      subject,
      email: text(payload.email, 254),
      emailVerified: payload.email_verified === true,
      name: text(payload.name, 100),
      picture: text(payload.picture, 2048),
    };
  };
}
