import { SignJWT, jwtVerify } from 'jose';
import { isRole } from '../contract/roles';
import type { AuthSettings, Principal } from './types';

const ALGORITHM = 'HS256';

export async function signAccessToken(settings: AuthSettings, principal: Principal, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const claims = principal.session === undefined ? {} : { sid: principal.session };
  return new SignJWT({ role: principal.role, ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(principal.id))
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
    .sign(settings.signingKey);
}

/**
 * Tokens whose signature, issuer and audience were verified, with their expiry, per signing
 * settings: a signature cannot change, so a token seen once needs only its expiry checked again
 * (the HMAC on every call was a fifth of a read's cost; docs/decisions/0046).
 */
const verified = new WeakMap<AuthSettings, Map<string, { principal: Principal; exp: number }>>();
const VERIFIED_MAX = 10_000;

/** Verifies signature (algorithm pinned), exp, iss and aud. Returns null for any invalid token. */
export async function verifyAccessToken(
  settings: AuthSettings,
  token: string,
  now: Date,
): Promise<Principal | null> {
  let known = verified.get(settings);
  if (!known) verified.set(settings, (known = new Map()));
  const hit = known.get(token);
  if (hit) return now.getTime() / 1000 < hit.exp ? { ...hit.principal } : null;
  const checked = await verifySignedToken(settings, token, now);
  if (!checked) return null;
  if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
  known.set(token, checked);
  return { ...checked.principal };
}

async function verifySignedToken(
  settings: AuthSettings,
  token: string,
  now: Date,
): Promise<{ principal: Principal; exp: number } | null> {
  try {
    const { payload } = await jwtVerify(token, settings.signingKey, {
      algorithms: [ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
      currentDate: now,
    });
    const id = Number(payload.sub);
    const role = payload.role;
    if (!Number.isSafeInteger(id) || !isRole(role) || typeof payload.exp !== 'number') return null;
    const session = typeof payload.sid === 'string' ? { session: payload.sid } : {};
    return { principal: { id, role, ...session }, exp: payload.exp };
  } catch {
    return null;
  }
}
