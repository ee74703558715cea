import type { Role } from './contract';
import { JWT_PROVIDER, type AuthStore } from './store';
import type { PasswordHasher } from '../../platform/types';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';

/**
 * The demo accounts of docs/architecture.md decision 8. They exist in development and browser mode
 * only; the login page shows them there. A production start creates none (server/main.ts).
 */
export const demoAccounts: readonly {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  photoURL: string;
  about: string;
  phoneNumber: string;
  /** a customer's company (api/modules/companies/seed.ts): they follow its shipments */
  companyId?: number;
}[] = [
  {
    email: 'admin@demo.com',
    password: 'admin-demo-pass',
    displayName: 'Maren Holt',
    role: 'admin',
    photoURL: '/images/avatars/avatar-07.svg',
    about:
      'Operations director: runs the sea and air freight desks and signs off on customs filings.',
    phoneNumber: '+49 40 5550 1120',
  },
  {
    email: 'editor@demo.com',
    password: 'editor-demo-pass',
    displayName: 'Tomás Reyes',
    role: 'editor',
    photoURL: '/images/avatars/avatar-12.svg',
    about: 'Dispatch coordinator for cross-border road transport and heavy-equipment moves.',
    phoneNumber: '+34 91 555 0187',
  },
  {
    email: 'customer@demo.com',
    password: 'customer-demo-pass',
    displayName: 'Suda Rattanakorn',
    role: 'public',
    photoURL: '/images/avatars/avatar-05.svg',
    about: 'Export manager at Chao Phraya Electronics: follows its shipments to Europe and Asia.',
    phoneNumber: '+66 2 555 0177',
    companyId: SAMPLE_COMPANY_IDS.chaoPhrayaElectronics,
  },
];

/**
 * Creates the demo accounts that do not exist yet (admin first: ids 1 and 2 in a new store), the
 * customer with their sample company (seeded before, with the sample data).
 */
export async function seedDemoAccounts(store: AuthStore, passwords: PasswordHasher, now: Date) {
  for (const account of demoAccounts) {
    if (await store.findUserByEmail(account.email)) continue;
    await store.createUser({
      email: account.email,
      displayName: account.displayName,
      passwordHash: await passwords.hash(account.password),
      photoURL: account.photoURL,
      phoneNumber: account.phoneNumber,
      about: account.about,
      status: 'online',
      role: account.role,
      providerId: JWT_PROVIDER,
      providerSubject: null,
      createdAt: now,
      companyId: account.companyId ?? null,
    });
  }
}

/**
 * Production: a demo account that still has its published password (a database first started in
 * development) is locked (no password), so nobody signs in with a password printed in the README.
 * Returns the emails it locked.
 */
export async function lockDemoAccounts(store: AuthStore, passwords: PasswordHasher, now: Date) {
  const locked: string[] = [];
  for (const account of demoAccounts) {
    const user = await store.findUserByEmail(account.email);
    if (!user?.passwordHash) continue;
    if (await passwords.verify(user.passwordHash, account.password)) {
      await store.updateUser(user.id, { passwordHash: null });
      await store.revokeUserRefreshTokens(user.id, now);
      locked.push(account.email);
    }
  }
  return locked;
}
