import { SignJWT, jwtVerify } from 'jose';
import { roleSchema } from '../contract/auth';
import type { AuthSettings, Principal } from './types';

const ALGORITHM = 'HS256';

export async function signAccessToken(settings: AuthSettings, principal: Principal, now: Date) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role: principal.role })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(principal.id))
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
    .sign(settings.signingKey);
}

/** Verifies signature (algorithm pinned), exp, iss and aud. Returns null for any invalid token. */
export async function verifyAccessToken(
  settings: AuthSettings,
  token: string,
  now: Date,
): Promise<Principal | null> {
  try {
    const { payload } = await jwtVerify(token, settings.signingKey, {
      algorithms: [ALGORITHM],
      issuer: settings.issuer,
      audience: settings.audience,
      currentDate: now,
    });
    const id = Number(payload.sub);
    const role = roleSchema.safeParse(payload.role);
    if (!Number.isSafeInteger(id) || !role.success) return null;
    return { id, role: role.data };
  } catch {
    return null;
  }
}
