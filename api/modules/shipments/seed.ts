import type { Cargo, Party, Place, ShipmentMode, ShipmentStatus } from './contract';
import { makeTrackingNumber } from './contract-tracking-number';
import type { ShipmentEvent } from './contract';
import type { ShipmentRecord } from './store';
import { SEED, seededRandom } from '../../platform/random';
import { managedUsersSeed } from '../user-management/seed';
import { SAMPLE_COMPANY_IDS, companiesSeed } from '../companies/seed';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Real places (WGS 84) of Thai and international routes. */
const places = {
  laemChabang: { name: 'Laem Chabang Port', country: 'TH', lat: 13.0827, lng: 100.8833 },
  khlongToei: { name: 'Bangkok Port (Khlong Toei)', country: 'TH', lat: 13.7083, lng: 100.5722 },
  latKrabang: { name: 'Lat Krabang ICD', country: 'TH', lat: 13.724, lng: 100.786 },
  bkk: { name: 'Suvarnabhumi Airport (BKK) Cargo', country: 'TH', lat: 13.69, lng: 100.7501 },
  chiangSaen: { name: 'Chiang Saen Port', country: 'TH', lat: 20.2746, lng: 100.0877 },
  chiangMai: { name: 'Chiang Mai', country: 'TH', lat: 18.7883, lng: 98.9853 },
  hatYai: { name: 'Hat Yai', country: 'TH', lat: 7.0086, lng: 100.4747 },
  mukdahan: { name: 'Mukdahan', country: 'TH', lat: 16.5453, lng: 104.7235 },
  aranyaprathet: { name: 'Aranyaprathet', country: 'TH', lat: 13.6932, lng: 102.5016 },
  savannakhet: { name: 'Savannakhet', country: 'LA', lat: 16.5569, lng: 104.75 },
  vientiane: { name: 'Vientiane (Thanaleng Dry Port)', country: 'LA', lat: 17.91, lng: 102.714 },
  kualaLumpur: { name: 'Kuala Lumpur', country: 'MY', lat: 3.139, lng: 101.6869 },
  portKlang: { name: 'Port Klang', country: 'MY', lat: 3.0, lng: 101.392 },
  singapore: { name: 'Port of Singapore', country: 'SG', lat: 1.2644, lng: 103.84 },
  phnomPenh: { name: 'Phnom Penh', country: 'KH', lat: 11.5564, lng: 104.9282 },
  catLai: { name: 'Ho Chi Minh City (Cat Lai)', country: 'VN', lat: 10.76, lng: 106.79 },
  yangshan: { name: 'Shanghai Yangshan Port', country: 'CN', lat: 30.6262, lng: 122.065 },
  yantian: { name: 'Shenzhen Yantian Port', country: 'CN', lat: 22.5754, lng: 114.277 },
  kunming: { name: 'Kunming', country: 'CN', lat: 25.0389, lng: 102.7183 },
  can: { name: 'Guangzhou Baiyun Airport (CAN)', country: 'CN', lat: 23.3924, lng: 113.2988 },
  rotterdam: { name: 'Port of Rotterdam', country: 'NL', lat: 51.95, lng: 4.14 },
  hamburg: { name: 'Port of Hamburg', country: 'DE', lat: 53.54, lng: 9.97 },
  fra: { name: 'Frankfurt Airport (FRA) Cargo City', country: 'DE', lat: 50.05, lng: 8.57 },
  leHavre: { name: 'Le Havre', country: 'FR', lat: 49.4833, lng: 0.1167 },
  cdg: { name: 'Paris Charles de Gaulle Airport (CDG)', country: 'FR', lat: 49.0097, lng: 2.5479 },
  lisbon: { name: 'Port of Lisbon', country: 'PT', lat: 38.7, lng: -9.15 },
  santos: { name: 'Port of Santos', country: 'BR', lat: -23.96, lng: -46.3 },
  gru: { name: 'São Paulo Guarulhos Airport (GRU)', country: 'BR', lat: -23.4356, lng: -46.4731 },
} satisfies Record<string, Place>;
type PlaceKey = keyof typeof places;

/** Companies by country: the shipper is one of the origin's, the consignee one of the destination's. */
const companies: Record<string, Party[]> = {
  TH: [
    {
      name: 'Siam Rice Export Co., Ltd.',
      contactName: 'Somchai Wongsakul',
      phone: '+66 2 555 0141',
      email: 'export@siamrice.example',
    },
    {
      name: 'Chonburi Auto Parts Co., Ltd.',
      contactName: 'Pimchanok Srisuk',
      phone: '+66 38 555 212',
      email: 'logistics@cbautoparts.example',
    },
    {
      name: 'Northern Teak Furniture Ltd.',
      contactName: 'Anan Chaiyaporn',
      phone: '+66 53 555 870',
      email: 'orders@northernteak.example',
    },
    {
      name: 'Rayong Polymer Industries PCL',
      contactName: 'Kanya Thongdee',
      phone: '+66 38 555 609',
      email: 'shipping@rayongpolymer.example',
    },
  ],
  LA: [
    {
      name: 'Lao Build Materials Sole Co.',
      contactName: 'Khamphone Sisavath',
      phone: '+856 21 555 314',
      email: 'import@laobuild.example',
    },
  ],
  MY: [
    {
      name: 'Klang Valley Retail Sdn. Bhd.',
      contactName: 'Nurul Aziz',
      phone: '+60 3 5550 7781',
      email: 'inbound@kvretail.example',
    },
  ],
  SG: [
    {
      name: 'Lion City Electronics Pte. Ltd.',
      contactName: 'Daniel Tan',
      phone: '+65 6555 0192',
      email: 'scm@lioncity.example',
    },
  ],
  KH: [
    {
      name: 'Mekong Garment Co., Ltd.',
      contactName: 'Sokha Chea',
      phone: '+855 23 555 448',
      email: 'supply@mekonggarment.example',
    },
  ],
  VN: [
    {
      name: 'Saigon Coffee Roasters JSC',
      contactName: 'Nguyen Thi Lan',
      phone: '+84 28 5555 0917',
      email: 'purchasing@saigoncoffee.example',
    },
  ],
  CN: [
    {
      name: 'Yunnan Fresh Produce Trading Co.',
      contactName: 'Li Wei',
      phone: '+86 871 5555 0321',
      email: 'trade@yunnanfresh.example',
    },
    {
      name: 'Shenzhen Bright Components Ltd.',
      contactName: 'Chen Jing',
      phone: '+86 755 5555 0188',
      email: 'export@brightcomp.example',
    },
  ],
  NL: [
    {
      name: 'Rotterdam Food Distribution B.V.',
      contactName: 'Sanne de Vries',
      phone: '+31 10 555 0134',
      email: 'inkoop@rfd.example',
    },
  ],
  DE: [
    {
      name: 'Hanseatic Machinery GmbH',
      contactName: 'Jonas Becker',
      phone: '+49 40 5550 2231',
      email: 'einkauf@hanseatic.example',
    },
  ],
  FR: [
    {
      name: 'Comptoir Lyonnais SARL',
      contactName: 'Camille Moreau',
      phone: '+33 1 55 50 42 17',
      email: 'achats@comptoirlyonnais.example',
    },
  ],
  PT: [
    {
      name: 'Atlântico Importações Lda.',
      contactName: 'Inês Carvalho',
      phone: '+351 21 555 0862',
      email: 'compras@atlantico.example',
    },
  ],
  BR: [
    {
      name: 'Santos Café Importadora Ltda.',
      contactName: 'Rafael Souza',
      phone: '+55 13 5555 0412',
      email: 'importacao@santoscafe.example',
    },
  ],
};

type Final = ShipmentStatus | 'canceled-booked' | 'canceled-picked-up';

/** [mode, origin, destination, where it passes (transshipment, border post), status now, cargo] */
const routes: readonly [
  ShipmentMode,
  PlaceKey,
  PlaceKey,
  string | null,
  Final,
  Omit<Cargo, 'valueBaht'>,
  number,
][] = [
  [
    'sea',
    'laemChabang',
    'rotterdam',
    'Port of Singapore',
    'in-transit',
    { description: 'Jasmine rice, 25 kg bags', pieces: 2_400, weightKg: 60_500, containers: 3 },
    4_850_000,
  ],
  [
    'road',
    'latKrabang',
    'chiangMai',
    null,
    'booked',
    { description: 'Household appliances on pallets', pieces: 36, weightKg: 7_200, containers: 0 },
    1_900_000,
  ],
  [
    'sea',
    'yangshan',
    'laemChabang',
    null,
    'at-port',
    {
      description: 'Solar panels and mounting rails',
      pieces: 620,
      weightKg: 24_800,
      containers: 2,
    },
    9_600_000,
  ],
  [
    'air',
    'bkk',
    'fra',
    null,
    'canceled-picked-up',
    {
      description: 'Medical devices, temperature controlled',
      pieces: 14,
      weightKg: 380,
      containers: 0,
    },
    3_200_000,
  ],
  [
    'cross-border',
    'latKrabang',
    'vientiane',
    'Nong Khai (Friendship Bridge)',
    'out-for-delivery',
    {
      description: 'Cement and steel reinforcement bars',
      pieces: 48,
      weightKg: 21_000,
      containers: 0,
    },
    780_000,
  ],
  [
    'cross-border',
    'hatYai',
    'kualaLumpur',
    'Sadao – Bukit Kayu Hitam border',
    'customs-hold',
    { description: 'Natural rubber sheets', pieces: 80, weightKg: 18_400, containers: 0 },
    1_250_000,
  ],
  [
    'air',
    'can',
    'bkk',
    null,
    'picked-up',
    { description: 'Smartphone components', pieces: 22, weightKg: 640, containers: 0 },
    5_400_000,
  ],
  [
    'road',
    'laemChabang',
    'latKrabang',
    null,
    'delivered',
    { description: 'Imported machine tools, crated', pieces: 6, weightKg: 9_800, containers: 0 },
    6_100_000,
  ],
  [
    'sea',
    'yantian',
    'khlongToei',
    null,
    'customs-cleared',
    { description: 'LED lighting fixtures', pieces: 1_150, weightKg: 11_300, containers: 1 },
    2_750_000,
  ],
  [
    'cross-border',
    'khlongToei',
    'savannakhet',
    'Mukdahan – Savannakhet bridge',
    'exception',
    { description: 'Agricultural machinery parts', pieces: 30, weightKg: 6_700, containers: 0 },
    1_480_000,
  ],
  [
    'sea',
    'laemChabang',
    'hamburg',
    'Port Klang',
    'in-transit',
    { description: 'Frozen shrimp, reefer', pieces: 1_800, weightKg: 26_000, containers: 2 },
    7_900_000,
  ],
  [
    'air',
    'bkk',
    'cdg',
    null,
    'delivered',
    { description: 'Silk garments and scarves', pieces: 40, weightKg: 520, containers: 0 },
    2_300_000,
  ],
  [
    'sea',
    'laemChabang',
    'santos',
    'Port of Singapore',
    'at-port',
    { description: 'Car tyres', pieces: 2_200, weightKg: 22_000, containers: 2 },
    4_400_000,
  ],
  [
    'cross-border',
    'chiangSaen',
    'kunming',
    'Mekong river, Golden Triangle',
    'booked',
    { description: 'Fresh durian and longan', pieces: 900, weightKg: 14_500, containers: 0 },
    2_900_000,
  ],
  [
    'road',
    'khlongToei',
    'hatYai',
    null,
    'delivered',
    { description: 'Canned tuna, palletised', pieces: 26, weightKg: 15_600, containers: 0 },
    1_100_000,
  ],
  [
    'sea',
    'khlongToei',
    'catLai',
    null,
    'canceled-booked',
    { description: 'Polypropylene resin', pieces: 880, weightKg: 22_000, containers: 1 },
    1_650_000,
  ],
  [
    'air',
    'fra',
    'bkk',
    null,
    'out-for-delivery',
    { description: 'Spare parts for packaging lines', pieces: 9, weightKg: 410, containers: 0 },
    2_050_000,
  ],
  [
    'cross-border',
    'aranyaprathet',
    'phnomPenh',
    'Aranyaprathet – Poipet border',
    'delivered',
    {
      description: 'Fabric rolls for garment factories',
      pieces: 210,
      weightKg: 8_900,
      containers: 0,
    },
    950_000,
  ],
  [
    'sea',
    'leHavre',
    'laemChabang',
    'Port of Singapore',
    'customs-cleared',
    {
      description: 'French wine and cheese, temperature controlled',
      pieces: 1_300,
      weightKg: 16_200,
      containers: 1,
    },
    8_300_000,
  ],
  [
    'sea',
    'laemChabang',
    'portKlang',
    null,
    'in-transit',
    { description: 'Rubber wood furniture', pieces: 340, weightKg: 12_700, containers: 2 },
    1_700_000,
  ],
  [
    'air',
    'bkk',
    'gru',
    null,
    'delivered',
    { description: 'Orchid seedlings in sterile flasks', pieces: 18, weightKg: 260, containers: 0 },
    620_000,
  ],
  [
    'sea',
    'singapore',
    'laemChabang',
    null,
    'picked-up',
    {
      description: 'Industrial chemicals, non-hazardous',
      pieces: 160,
      weightKg: 19_200,
      containers: 1,
    },
    3_100_000,
  ],
  [
    'road',
    'latKrabang',
    'chiangMai',
    'Nakhon Sawan',
    'delivered',
    { description: 'Office furniture, flat-packed', pieces: 120, weightKg: 4_300, containers: 0 },
    870_000,
  ],
  [
    'sea',
    'rotterdam',
    'laemChabang',
    'Port Klang',
    'exception',
    { description: 'Dairy powder in bags', pieces: 1_600, weightKg: 40_000, containers: 2 },
    6_800_000,
  ],
  [
    'air',
    'cdg',
    'bkk',
    null,
    'delivered',
    { description: 'Luxury cosmetics', pieces: 25, weightKg: 300, containers: 0 },
    4_600_000,
  ],
  [
    'sea',
    'santos',
    'laemChabang',
    'Port of Singapore',
    'customs-hold',
    {
      description: 'Green coffee beans, 60 kg sacks',
      pieces: 640,
      weightKg: 38_400,
      containers: 2,
    },
    5_300_000,
  ],
  [
    'cross-border',
    'kunming',
    'chiangSaen',
    'Boten – Mohan border (R3A)',
    'delivered',
    { description: 'Garlic and apples', pieces: 1_100, weightKg: 17_600, containers: 0 },
    1_350_000,
  ],
  [
    'air',
    'bkk',
    'can',
    null,
    'in-transit',
    { description: 'Fresh mangosteen, cooled', pieces: 150, weightKg: 2_100, containers: 0 },
    980_000,
  ],
  [
    'sea',
    'laemChabang',
    'lisbon',
    'Port of Singapore',
    'delivered',
    { description: 'Canned pineapple', pieces: 3_000, weightKg: 27_000, containers: 2 },
    2_200_000,
  ],
  [
    'sea',
    'catLai',
    'khlongToei',
    null,
    'at-port',
    { description: 'Cashew nuts, vacuum packed', pieces: 700, weightKg: 14_000, containers: 1 },
    4_100_000,
  ],
];

/** The statuses a shipment goes through, by mode (customs hold and exception step aside). */
const portPath: ShipmentStatus[] = [
  'booked',
  'picked-up',
  'in-transit',
  'at-port',
  'customs-cleared',
  'out-for-delivery',
  'delivered',
];
const paths: Record<ShipmentMode, ShipmentStatus[]> = {
  sea: portPath,
  air: portPath,
  road: ['booked', 'picked-up', 'in-transit', 'out-for-delivery', 'delivered'],
  'cross-border': portPath.filter((status) => status !== 'at-port'),
};

const transitDays: Record<ShipmentMode, [number, number]> = {
  sea: [14, 32],
  air: [2, 4],
  road: [1, 3],
  'cross-border': [2, 6],
};

/** the note a customer reads, by status */
const notes: Record<ShipmentStatus, (place: string) => string> = {
  booked: () => 'Booking confirmed',
  'picked-up': () => 'Cargo collected from the shipper',
  'in-transit': (place) => `In transit via ${place}`,
  'at-port': (place) => `Arrived at ${place}`,
  'customs-hold': () => 'Held for customs inspection: documents requested from the consignee',
  'customs-cleared': () => 'Customs clearance completed',
  'out-for-delivery': () => 'Out for delivery to the consignee',
  delivered: () => 'Delivered and signed for',
  exception: () => 'Delayed: the carrier reported a problem, a new date follows',
};

/** The sample operators: the active staff and admins among the sample people (api/modules/user-management/seed.ts). */
function operatorIds(): number[] {
  return managedUsersSeed()
    .filter((person) => person.status === 'active' && person.role !== 'user')
    .map((person) => person.id);
}

/**
 * The customer company a sample shipment belongs to: the sample company that is its shipper or
 * consignee, else Chao Phraya Electronics (the demo customer's, api/modules/auth/seed.ts), and
 * every fifth none. Deterministic, so the portal's samples are stable.
 */
function customerOf(
  names: ReadonlyMap<string, number>,
  shipper: Party,
  consignee: Party,
  index: number,
): number | null {
  const named = names.get(shipper.name) ?? names.get(consignee.name);
  if (named !== undefined) return named;
  return index % 5 === 4 ? null : SAMPLE_COMPANY_IDS.chaoPhrayaElectronics;
}

/**
 * The estimates of a sample shipment's arrival: the booking's, and for one held, in trouble or
 * every fourth (not canceled) an earlier estimate put back by one to three days when its latest
 * event came, so the history has something to show.
 */
function arrivalHistoryOf(
  index: number,
  status: ShipmentStatus,
  canceled: boolean,
  times: { booked: number; departure: number; arrival: number; lastEvent: number },
) {
  const at = (ms: number) => new Date(ms).toISOString();
  const revised =
    !canceled && (status === 'customs-hold' || status === 'exception' || index % 4 === 1);
  const first = Math.max(times.arrival - ((index % 3) + 1) * DAY, times.departure + HOUR);
  if (!revised || first >= times.arrival || times.lastEvent <= times.booked) {
    return [{ at: at(times.booked), estimatedArrival: at(times.arrival) }];
  }
  return [
    { at: at(times.booked), estimatedArrival: at(first) },
    { at: at(times.lastEvent), estimatedArrival: at(times.arrival) },
  ];
}

function trackingNumberOf(random: ReturnType<typeof seededRandom>) {
  return makeTrackingNumber(Uint32Array.from({ length: 10 }, () => random.int(0, 0xffffffff)));
}

/**
 * About thirty shipments (ids 1 to 30) of every mode and status, two of them canceled, newest
 * booking first: booked between half a day and 20 days before `now`, their events between the
 * booking and `now`, the arrivals of those in progress ahead of `now`; most belong to a sample
 * customer company. Deterministic: the same tracking numbers on every start
 * (SAMPLE_TRACKING_NUMBER is the first's).
 */
export function shipmentsSeed(now: Date): ShipmentRecord[] {
  const random = seededRandom(SEED + 19);
  const operators = operatorIds();
  const customers = new Map(companiesSeed(now).map((company) => [company.name, company.id]));
  const at = (ms: number) => new Date(ms).toISOString();
  let eventId = 0;
  return routes.map(([mode, from, to, via, final, cargo, valueBaht], index) => {
    const origin = places[from];
    const destination = places[to];
    const trackingNumber = trackingNumberOf(random);
    const canceled = final.startsWith('canceled-');
    const status = (canceled ? final.slice('canceled-'.length) : final) as ShipmentStatus;
    const path = paths[mode];
    const steps: ShipmentStatus[] =
      status === 'customs-hold'
        ? [...path.slice(0, path.indexOf('customs-cleared')), 'customs-hold']
        : status === 'exception'
          ? ['booked', 'picked-up', 'in-transit', 'exception']
          : path.slice(0, path.indexOf(status) + 1);
    const bookedMs = now.getTime() - (12 + index * 15.5) * HOUR - random.int(0, 90) * 60_000;
    const lastMs = now.getTime() - random.int(30, 240) * 60_000;
    const [least, most] = transitDays[mode];
    const transitMs = random.int(least, most) * DAY;
    const placeOf = (step: ShipmentStatus) =>
      step === 'booked' || step === 'picked-up'
        ? origin.name
        : step === 'in-transit' || step === 'exception'
          ? (via ?? origin.name)
          : destination.name;
    const events: ShipmentEvent[] = steps.map((step, i) => {
      const ms = i === 0 ? bookedMs : bookedMs + ((lastMs - bookedMs) * i) / (steps.length - 1);
      const place = placeOf(step);
      return {
        id: ++eventId,
        at: at(Math.round(ms)),
        status: step,
        place,
        note: notes[step](place),
      };
    });
    const last = Date.parse(events.at(-1)!.at);
    // left when picked up; still to leave when only booked
    const departureMs =
      events.length > 1 ? Date.parse(events[1].at) : bookedMs + random.int(6, 30) * HOUR;
    const canceledMs = Math.min(last + 2 * HOUR, now.getTime());
    const arrivalMs =
      status === 'delivered'
        ? Math.max(last, departureMs + HOUR)
        : Math.max(departureMs + transitMs, now.getTime() + random.int(1, 6) * DAY);
    const shippers = companies[origin.country];
    const consignees = companies[destination.country];
    const shipper = shippers[index % shippers.length];
    const consignee = consignees[(index + 1) % consignees.length];
    return {
      id: index + 1,
      trackingNumber,
      mode,
      status: events.at(-1)!.status,
      origin,
      destination,
      shipper,
      consignee,
      cargo: { ...cargo, valueBaht },
      operatorId: operators[index % operators.length] ?? null,
      companyId: customerOf(customers, shipper, consignee, index),
      plannedDeparture: at(departureMs),
      estimatedArrival: at(arrivalMs),
      bookedAt: at(bookedMs),
      canceledAt: canceled ? at(canceledMs) : null,
      updatedAt: at(canceled ? canceledMs : last),
      events,
      arrivalHistory: arrivalHistoryOf(index, status, canceled, {
        booked: bookedMs,
        departure: departureMs,
        arrival: arrivalMs,
        lastEvent: last,
      }),
    };
  });
}

/**
 * A sample shipment's tracking number for tests and the documentation (docs/product.md 7.17):
 * the first sample shipment's, Laem Chabang to Rotterdam, in transit. The seed is deterministic,
 * so it is the same on every start, whatever the clock.
 */
export const SAMPLE_TRACKING_NUMBER = trackingNumberOf(seededRandom(SEED + 19));
