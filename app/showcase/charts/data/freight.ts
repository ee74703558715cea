/**
 * The freight company's sample series behind the three chart pages, as plain numbers (the labels
 * are the reader's language, made in use-freight-labels.ts). Deterministic: a fixed seed each.
 */
import { between, seeded } from './random';

export const PORTS = ['laem-chabang', 'singapore', 'rotterdam'] as const;
export type Port = (typeof PORTS)[number];
export const MODES = ['sea', 'air', 'road', 'rail'] as const;
export type Mode = (typeof MODES)[number];
export const SCORES = [
  'punctuality',
  'condition',
  'documents',
  'tracking',
  'price',
  'support',
] as const;
export const CLAIMS = ['damage', 'delay', 'loss', 'documents', 'temperature'] as const;

/** The sample year's months, 0 (January) to 11. */
export const MONTHS = Array.from({ length: 12 }, (_, i) => i);
/** Monday (0) to Sunday (6). */
export const WEEKDAYS = Array.from({ length: 7 }, (_, i) => i);
/** Two-hour booking slots: 0, 2, ... 22 o'clock. */
export const HOURS = Array.from({ length: 12 }, (_, i) => i * 2);

const teuRandom = seeded(17001);
/** Container volume handled per month and port, in TEU. */
export const teuByPort: Record<Port, number[]> = {
  'laem-chabang': MONTHS.map((m) => 640_000 + m * 6_000 + between(teuRandom, -25_000, 25_000)),
  singapore: MONTHS.map((m) => 980_000 + m * 4_000 + between(teuRandom, -40_000, 40_000)),
  rotterdam: MONTHS.map((m) => 720_000 - m * 2_000 + between(teuRandom, -30_000, 30_000)),
};

const airRandom = seeded(17002);
/** Air cargo flown per month, in tonnes (the year-end peak). */
export const airTonnes = MONTHS.map(
  (m) => 1_350 + (m >= 9 ? 380 : 0) + m * 12 + between(airRandom, -90, 90),
);

const clearRandom = seeded(17003);
/** Customs clearances per weekday, on average. */
export const clearancesPerDay = WEEKDAYS.map((d) =>
  d < 5 ? between(clearRandom, 420, 560) : between(clearRandom, 90, 160),
);

const onTimeRandom = seeded(17004);
/** Shipments delivered on time per month, in percent (one decimal). */
export const onTimeRate = MONTHS.map((m) => {
  const value = 90 + between(onTimeRandom, 0, 60) / 10 - (m === 11 ? 2.5 : 0);
  return Math.round(value * 10) / 10;
});

/** Shipments per transport mode, in percent. */
export const shipmentShare: Record<Mode, number> = { sea: 58, air: 11, road: 23, rail: 8 };
/** Revenue per transport mode, in millions of US dollars. */
export const revenueByMode: Record<Mode, number> = { sea: 412, air: 268, road: 151, rail: 47 };
/** On-time rate per transport mode this year, in percent. */
export const onTimeByMode: Record<Mode, number> = { sea: 91, air: 97, road: 88, rail: 84 };

/** Customer survey scores out of 100: this year and last year. */
export const surveyScores = {
  thisYear: [92, 88, 81, 95, 74, 86],
  lastYear: [87, 85, 78, 83, 79, 80],
};

/** Claims opened this year, per cause. */
export const claimsByCause = [48, 126, 9, 37, 21];

const shipRandom = seeded(17005);
/** Shipments: weight in kg and volume in cubic metres, air (dense, small) and sea LCL. */
export const shipments = {
  air: Array.from({ length: 30 }, () => {
    const volume = between(shipRandom, 2, 60) / 10;
    return { weight: Math.round(volume * between(shipRandom, 150, 260)), volume };
  }),
  sea: Array.from({ length: 30 }, () => {
    const volume = between(shipRandom, 20, 280) / 10;
    return { weight: Math.round(volume * between(shipRandom, 180, 420)), volume };
  }),
};

/** Trade lanes: average weight (t), average volume (m³) and shipments a month (the bubble). */
export const lanes = [
  { weight: 12, volume: 38, shipments: 140 },
  { weight: 8, volume: 22, shipments: 95 },
  { weight: 18, volume: 55, shipments: 60 },
  { weight: 4, volume: 15, shipments: 210 },
  { weight: 22, volume: 61, shipments: 35 },
  { weight: 15, volume: 30, shipments: 120 },
  { weight: 6, volume: 44, shipments: 75 },
];

const indexRandom = seeded(17006);
/** A spot freight index, weekly: open, high, low, close (points). 26 weeks from 6 January. */
export const freightIndex = (() => {
  let close = 2_100;
  return Array.from({ length: 26 }, () => {
    const open = close;
    close = Math.max(1_500, open + between(indexRandom, -140, 150));
    const high = Math.max(open, close) + between(indexRandom, 10, 80);
    const low = Math.min(open, close) - between(indexRandom, 10, 80);
    return { open, high, low, close };
  });
})();
/** The Monday that opens week `i` of the index (UTC, a fixed date). */
export const weekStart = (i: number) => Date.UTC(2025, 0, 6 + 7 * i);

const bookingRandom = seeded(17007);
/** Bookings made per weekday (rows) and two-hour slot (columns): office hours are busiest. */
export const bookingHeat = WEEKDAYS.map((d) =>
  HOURS.map((h) => {
    const office = h >= 8 && h <= 16 ? 60 : h >= 6 && h <= 20 ? 25 : 4;
    return Math.round(office * (d < 5 ? 1 : 0.3)) + between(bookingRandom, 0, 15);
  }),
);

/** This month's on-time rate, in percent (the gauge). */
export const onTimeThisMonth = 94.2;

/**
 * A reefer container's temperature log, `count` readings (°C), a slow wander around -18 with
 * defrost peaks: the large-data line. Made on demand (100,000 points), not at module load.
 */
export function reeferReadings(count: number): number[] {
  const next = seeded(17008);
  const out = new Array<number>(count);
  let drift = 0;
  for (let i = 0; i < count; i++) {
    drift = drift * 0.995 + (next() - 0.5) * 0.2;
    const defrost = i % 8_000 < 300 ? Math.sin((Math.PI * (i % 8_000)) / 300) * 6 : 0;
    out[i] = Math.round((-18 + drift + defrost) * 100) / 100;
  }
  return out;
}
