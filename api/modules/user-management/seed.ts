import type { ManagedUser, Permissions } from './contract';
import { emptyPersonDetail, JWT_PROVIDER, type UserRecord } from '../auth/store';
import { toAccountChanges } from './store';
import { SEED, seededRandom } from '../../platform/random';
import { SAMPLE_COMPANY_IDS } from '../companies/seed';

/** The company's mail domain for sample staff (see app/brand.ts). */
export const STAFF_DOMAIN = 'siamgateway.example';

export const FIRST_MANAGED_USER_ID = 268;
export const MANAGED_USER_COUNT = 50;

/** An avatar picture of public/images/avatars (avatar-01.svg to avatar-24.svg). */
export const avatarUrl = (n: number) =>
  `/images/avatars/avatar-${String(((n - 1) % 24) + 1).padStart(2, '0')}.svg`;

const people: readonly [string, string, string][] = [
  ['Somchai', 'Prasert', 'Thailand'],
  ['Mei', 'Lin', 'China'],
  ['Jonas', 'Becker', 'Germany'],
  ['Camille', 'Laurent', 'France'],
  ['Rafael', 'Costa', 'Portugal'],
  ['Nattaya', 'Wongsa', 'Thailand'],
  ['Wei', 'Zhang', 'China'],
  ['Anika', 'Schmidt', 'Germany'],
  ['Lucas', 'Moreau', 'France'],
  ['Beatriz', 'Almeida', 'Portugal'],
  ['Kittipong', 'Chaiyo', 'Thailand'],
  ['Hui', 'Chen', 'Singapore'],
  ['Daniel', 'Okafor', 'Nigeria'],
  ['Priya', 'Raman', 'India'],
  ['Hiroshi', 'Tanaka', 'Japan'],
  ['Siriporn', 'Kaewmanee', 'Thailand'],
  ['Tomas', 'Novak', 'Czech Republic'],
  ['Aisha', 'Rahman', 'Malaysia'],
  ['Minh', 'Nguyen', 'Vietnam'],
  ['Sophie', 'van Dijk', 'Netherlands'],
  ['Arthit', 'Srisuk', 'Thailand'],
  ['Xiu', 'Wang', 'China'],
  ['Felix', 'Hoffmann', 'Germany'],
  ['Chloe', 'Dubois', 'France'],
  ['Joao', 'Ferreira', 'Portugal'],
  ['Pimchanok', 'Boonmee', 'Thailand'],
  ['Ravi', 'Kumar', 'India'],
  ['Yuki', 'Sato', 'Japan'],
  ['Maria', 'Santos', 'Philippines'],
  ['Ahmad', 'Hakim', 'Malaysia'],
  ['Thanawat', 'Rattana', 'Thailand'],
  ['Lan', 'Tran', 'Vietnam'],
  ['Emma', 'Jensen', 'Denmark'],
  ['Oliver', 'Brown', 'United Kingdom'],
  ['Chayanin', 'Thongdee', 'Thailand'],
  ['Jun', 'Li', 'China'],
  ['Lena', 'Weber', 'Germany'],
  ['Hugo', 'Bernard', 'France'],
  ['Ines', 'Rocha', 'Portugal'],
  ['Supachai', 'Meesuk', 'Thailand'],
  ['Dewi', 'Lestari', 'Indonesia'],
  ['Noah', 'Miller', 'United States'],
  ['Kanya', 'Suwan', 'Thailand'],
  ['Ming', 'Ho', 'Hong Kong'],
  ['Sara', 'Lindqvist', 'Sweden'],
  ['Marco', 'Rossi', 'Italy'],
  ['Ploy', 'Jaidee', 'Thailand'],
  ['Yan', 'Zhou', 'China'],
  ['Kemal', 'Yilmaz', 'Turkey'],
  ['Narong', 'Phanit', 'Thailand'],
];

const cities: Record<string, [string, string, string]> = {
  Thailand: ['Laem Chabang', 'Chonburi', '20230'],
  China: ['Shenzhen', 'Guangdong', '518000'],
  Germany: ['Hamburg', 'Hamburg', '20457'],
  France: ['Le Havre', 'Normandy', '76600'],
  Portugal: ['Sines', 'Setubal', '7520-000'],
  Singapore: ['Singapore', 'Singapore', '099253'],
};

const languagesByCountry: Record<string, string[]> = {
  Thailand: ['Thai', 'English'],
  China: ['Chinese', 'English'],
  Germany: ['German', 'English'],
  France: ['French', 'English'],
  Portugal: ['Portuguese', 'English', 'Spanish'],
  Singapore: ['English', 'Chinese', 'Malay'],
};

/**
 * The sample customers who belong to a sample company (api/modules/companies/seed.ts), by person
 * id: people of the role `user`, active.
 */
const sampleCustomers: ReadonlyMap<number, number> = new Map([
  [271, SAMPLE_COMPANY_IDS.comptoirLyonnais],
  [278, SAMPLE_COMPANY_IDS.chaoPhrayaElectronics],
  [290, SAMPLE_COMPANY_IDS.hanseaticMachinery],
]);

function permissionGrid(role: ManagedUser['role'], flip: number): Permissions {
  const admin = role === 'admin';
  const staff = role === 'staff';
  return {
    users: { read: true, write: admin, create: admin, delete: admin },
    posts: {
      read: true,
      write: admin || staff,
      create: admin || staff || flip % 2 === 0,
      delete: admin,
    },
    comments: { read: true, write: true, create: true, delete: admin || flip % 3 === 0 },
  };
}

/**
 * 50 managed users, ids 268 to 317; the first six and every seventh after carry the full detail;
 * three customers belong to sample companies.
 */
export function managedUsersSeed(): ManagedUser[] {
  const random = seededRandom(SEED + 2);
  const roles = ['admin', 'staff', 'staff', 'staff', 'user', 'user', 'user'] as const;
  const statuses = ['active', 'active', 'active', 'blocked', 'deactivated'] as const;
  const departments = ['sales', 'development', 'management'] as const;
  return people.map(([first, last, country], index) => {
    const id = FIRST_MANAGED_USER_ID + index;
    const username = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const role = index === 0 ? 'admin' : random.pick(roles);
    const user: ManagedUser = {
      id,
      username,
      avatar: avatarUrl(index + 1),
      email: `${username}@${STAFF_DOMAIN}`,
      name: `${first} ${last}`,
      country,
      role,
      status: index < 6 ? 'active' : random.pick(statuses),
      is_verified: random.bool(0.7),
      department: departments[index % departments.length],
      companyId: role === 'user' ? (sampleCustomers.get(id) ?? null) : null,
    };
    const place = cities[country];
    if (place && (index < 6 || index % 7 === 0)) {
      const [city, state, postCode] = place;
      const handle = username.replace('.', '_');
      Object.assign(user, {
        dob: `${random.int(1968, 2000)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
        gender: index % 2 === 0 ? 'male' : 'female',
        mobile: `+66 8${random.int(1, 9)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
        website: `https://${STAFF_DOMAIN}/team/${handle}`,
        languages_known: languagesByCountry[country],
        contact_options: index % 3 === 0 ? ['email', 'phone'] : ['email', 'message', 'phone'],
        location: {
          add_line_1: `${random.int(1, 240)} Harbour Road`,
          add_line_2: `Terminal ${random.pick(['A', 'B', 'C', 'D'])}, Gate ${random.int(1, 12)}`,
          post_code: postCode,
          city,
          state,
          country,
        },
        social_links: {
          twitter: `https://twitter.com/${handle}`,
          facebook: `https://www.facebook.com/${handle}`,
          instagram: `https://www.instagram.com/${handle}`,
          github: index % 2 === 0 ? `https://github.com/${handle}` : '',
          codepen: '',
          slack: `@${handle}`,
        },
        permissions: permissionGrid(role, index),
      } satisfies Partial<ManagedUser>);
    }
    return user;
  });
}

/**
 * The sample people as sign-in accounts (they are the same records): no password until an admin
 * invites them, ids 268 to 317, signed up at `now`.
 */
export function samplePeopleAccounts(now: Date): UserRecord[] {
  return managedUsersSeed().map((person) => {
    const account: UserRecord = {
      ...emptyPersonDetail,
      id: person.id,
      email: person.email,
      displayName: person.name,
      passwordHash: null,
      photoURL: person.avatar,
      phoneNumber: null,
      about: '',
      status: 'offline',
      role: 'public',
      providerId: JWT_PROVIDER,
      providerSubject: null,
      accountStatus: person.status,
      createdAt: now,
      username: person.username,
    };
    return { ...account, ...toAccountChanges(person) };
  });
}
