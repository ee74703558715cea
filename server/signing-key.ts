import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** JWT_SECRET from the environment, or a key generated at first start and kept in the data folder. */
export function loadSigningKey(dataDir: string, secret?: string): Uint8Array {
  if (secret) return new TextEncoder().encode(secret);
  const file = join(dataDir, 'jwt-signing.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
