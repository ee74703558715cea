import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../api/platform/types';

/** argon2id (docs/architecture.md decision 5), with the library's defaults (19 MiB, 2 passes). */
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password),
  verify: async (stored, password) => {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  },
};
