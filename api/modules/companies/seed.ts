import type { Company } from './contract';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The sample customers' ids: the shipments' and the people's seeds name them
 * (api/modules/shipments/seed.ts, api/modules/user-management/seed.ts), and so does the demo
 * customer account (api/modules/auth/seed.ts).
 */
export const SAMPLE_COMPANY_IDS = {
  chaoPhrayaElectronics: 1,
  hanseaticMachinery: 2,
  siamRice: 3,
  mekongGarment: 4,
  lionCityElectronics: 5,
  comptoirLyonnais: 6,
} as const;

type Sample = Omit<Company, 'id' | 'createdAt' | 'updatedAt'> & { id: number; since: number };

/** customers of a Thai freight forwarder; `since` is how many days before the seed each joined */
const samples: readonly Sample[] = [
  {
    id: SAMPLE_COMPANY_IDS.chaoPhrayaElectronics,
    since: 410,
    name: 'Chao Phraya Electronics Co., Ltd.',
    taxId: '0105561234567',
    address: {
      lines: ['88/8 Moo 4, Bangna-Trad Road, km 23', 'Bang Sao Thong'],
      city: 'Samut Prakan',
      postalCode: '10570',
      countryCode: 'TH',
    },
    contacts: [
      {
        name: 'Suda Rattanakorn',
        email: 'suda.r@cpelectronics.example',
        phone: '+66 2 555 0177',
        role: 'Export manager',
      },
      {
        name: 'Kittisak Boonma',
        email: 'accounts@cpelectronics.example',
        role: 'Accounts payable',
      },
    ],
    mailLanguage: 'th',
  },
  {
    id: SAMPLE_COMPANY_IDS.hanseaticMachinery,
    since: 365,
    name: 'Hanseatic Machinery GmbH',
    taxId: 'DE287654321',
    address: {
      lines: ['Am Sandtorkai 44'],
      city: 'Hamburg',
      postalCode: '20457',
      countryCode: 'DE',
    },
    contacts: [
      {
        name: 'Jonas Becker',
        email: 'einkauf@hanseatic.example',
        phone: '+49 40 5550 2231',
        role: 'Purchasing',
      },
    ],
    mailLanguage: 'de',
  },
  {
    id: SAMPLE_COMPANY_IDS.siamRice,
    since: 300,
    name: 'Siam Rice Export Co., Ltd.',
    taxId: '0105548001234',
    address: {
      lines: ['1259 Charoen Krung Road', 'Bang Kho Laem'],
      city: 'Bangkok',
      postalCode: '10120',
      countryCode: 'TH',
    },
    contacts: [
      {
        name: 'Somchai Wongsakul',
        email: 'export@siamrice.example',
        phone: '+66 2 555 0141',
        role: 'Shipping coordinator',
      },
    ],
    mailLanguage: 'en',
  },
  {
    id: SAMPLE_COMPANY_IDS.mekongGarment,
    since: 200,
    name: 'Mekong Garment Co., Ltd.',
    taxId: 'K009-901234567',
    address: {
      lines: ['Street 598, Phum Chrang Chamres'],
      city: 'Phnom Penh',
      postalCode: '12101',
      countryCode: 'KH',
    },
    contacts: [
      { name: 'Sokha Chea', email: 'supply@mekonggarment.example', phone: '+855 23 555 448' },
    ],
    mailLanguage: 'en',
  },
  {
    id: SAMPLE_COMPANY_IDS.lionCityElectronics,
    since: 120,
    name: 'Lion City Electronics Pte. Ltd.',
    taxId: '201912345K',
    address: {
      lines: ['21 Changi North Way', '#04-07'],
      city: 'Singapore',
      postalCode: '498774',
      countryCode: 'SG',
    },
    contacts: [
      {
        name: 'Daniel Tan',
        email: 'scm@lioncity.example',
        phone: '+65 6555 0192',
        role: 'Supply chain lead',
      },
      { name: 'Hui Min Lee', email: 'imports@lioncity.example', role: 'Import documentation' },
    ],
    mailLanguage: 'cn',
  },
  {
    id: SAMPLE_COMPANY_IDS.comptoirLyonnais,
    since: 45,
    name: 'Comptoir Lyonnais SARL',
    taxId: 'FR40123456789',
    address: {
      lines: ['12 quai Saint-Vincent'],
      city: 'Lyon',
      postalCode: '69001',
      countryCode: 'FR',
    },
    contacts: [
      {
        name: 'Camille Moreau',
        email: 'achats@comptoirlyonnais.example',
        phone: '+33 1 55 50 42 17',
        role: 'Acheteuse',
      },
    ],
    mailLanguage: 'fr',
  },
];

/** The sample customer companies (ids 1 to 6), each joined some days before `now`. */
export function companiesSeed(now: Date): Company[] {
  return samples.map(({ since, ...company }) => {
    const at = new Date(now.getTime() - since * DAY).toISOString();
    return { ...structuredClone(company), createdAt: at, updatedAt: at };
  });
}
