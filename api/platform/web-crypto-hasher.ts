import type { PasswordHasher } from './types';

/**
 * PBKDF2-SHA256 through Web Crypto: the hasher of browser mode, where argon2 is not available
 * (the demo holds no real secrets). The Node server uses argon2id (server/argon2-hasher.ts).
 * Format: pbkdf2$<iterations>$<salt b64>$<hash b64>
 */
const ITERATIONS = 100_000;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export function webCryptoHasher(iterations = ITERATIONS): PasswordHasher {
  return {
    async hash(password) {
      const salt = crypto.getRandomValues(new Uint8Array(16));
      const hash = await derive(password, salt, iterations);
      return `pbkdf2$${iterations}$${toBase64(salt)}$${toBase64(hash)}`;
    },
    async verify(stored, password) {
      const [scheme, rounds, salt, expected] = stored.split('$');
      if (scheme !== 'pbkdf2' || !salt || !expected) return false;
      const actual = await derive(password, fromBase64(salt), Number(rounds));
      const wanted = fromBase64(expected);
      if (actual.length !== wanted.length) return false;
      let diff = 0;
      for (let i = 0; i < actual.length; i++) diff |= actual[i] ^ wanted[i];
      return diff === 0;
    },
  };
}
