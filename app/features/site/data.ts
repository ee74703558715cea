/**
 * Facts of the public website that are numbers, dates or names rather than sentences.
 * The sentences live in app/locales/<lang>/site.json; numbers are formatted per language (format.ts).
 */
import type { ContactService } from '../../../api/contract/contact';

export type ServiceId = 'sea' | 'air' | 'customs' | 'heavy' | 'crossBorder';

export interface ServiceInfo {
  id: ServiceId;
  path: string;
  image: string;
}

export const services: ServiceInfo[] = [
  { id: 'sea', path: '/ourservices/seafreight', image: '/images/site/sea-freight.svg' },
  { id: 'air', path: '/ourservices/airfreight', image: '/images/site/air-freight.svg' },
  { id: 'customs', path: '/ourservices/customs', image: '/images/site/customs.svg' },
  { id: 'heavy', path: '/ourservices/heavyequipment', image: '/images/site/heavy-equipment.svg' },
  { id: 'crossBorder', path: '/ourservices/crossborder', image: '/images/site/cross-border.svg' },
];

export function serviceById(id: ServiceId): ServiceInfo {
  return services.find((s) => s.id === id) ?? services[0];
}

export type TimeUnit = 'hour' | 'day';

export interface TransitRow {
  id: string;
  min: number;
  max: number;
  unit: TimeUnit;
}

/** Typical transit or lead times per service; the row names are site.json `<service>.transit.rows.<id>`. */
export const transitTimes: Record<ServiceId, TransitRow[]> = {
  sea: [
    { id: 'singapore', min: 3, max: 5, unit: 'day' },
    { id: 'hongKong', min: 5, max: 7, unit: 'day' },
    { id: 'shanghai', min: 7, max: 10, unit: 'day' },
    { id: 'tokyo', min: 8, max: 11, unit: 'day' },
    { id: 'losAngeles', min: 18, max: 23, unit: 'day' },
    { id: 'hamburg', min: 28, max: 34, unit: 'day' },
  ],
  air: [
    { id: 'hongKong', min: 1, max: 1, unit: 'day' },
    { id: 'singapore', min: 1, max: 1, unit: 'day' },
    { id: 'dubai', min: 1, max: 2, unit: 'day' },
    { id: 'tokyo', min: 1, max: 2, unit: 'day' },
    { id: 'frankfurt', min: 1, max: 2, unit: 'day' },
    { id: 'chicago', min: 2, max: 3, unit: 'day' },
  ],
  customs: [
    { id: 'green', min: 2, max: 4, unit: 'hour' },
    { id: 'red', min: 1, max: 2, unit: 'day' },
    { id: 'permit', min: 3, max: 7, unit: 'day' },
    { id: 'ruling', min: 30, max: 60, unit: 'day' },
  ],
  heavy: [
    { id: 'survey', min: 5, max: 10, unit: 'day' },
    { id: 'permit', min: 7, max: 15, unit: 'day' },
    { id: 'mapTaPhut', min: 1, max: 2, unit: 'day' },
    { id: 'vientiane', min: 4, max: 6, unit: 'day' },
  ],
  crossBorder: [
    { id: 'vientiane', min: 1, max: 2, unit: 'day' },
    { id: 'phnomPenh', min: 2, max: 3, unit: 'day' },
    { id: 'kualaLumpur', min: 2, max: 3, unit: 'day' },
    { id: 'singapore', min: 3, max: 4, unit: 'day' },
    { id: 'hanoi', min: 3, max: 4, unit: 'day' },
    { id: 'kunming', min: 3, max: 4, unit: 'day' },
  ],
};

/** Key figures of the home page, for the year named. */
export const figures = {
  year: 2025,
  teu: 48600,
  trucks: 86,
  warehouseSquareMetres: 42000,
  onTimeRate: 0.987,
  countries: 38,
};

export type HomeServiceId = 'transport' | 'freight' | 'warehouse' | 'packing' | 'project' | 'customs';

/** The services of the home page; those without a page of their own have no path. */
export const homeServices: { id: HomeServiceId; path?: string }[] = [
  { id: 'transport', path: '/ourservices/crossborder' },
  { id: 'freight', path: '/ourservices/seafreight' },
  { id: 'warehouse' },
  { id: 'packing' },
  { id: 'project', path: '/ourservices/heavyequipment' },
  { id: 'customs', path: '/ourservices/customs' },
];

export interface CaseStudy {
  id: 'windFarm' | 'autoParts' | 'durian' | 'hospital' | 'garments' | 'transformers';
  service: ServiceId | 'packing';
  /** year and month the project was completed, ISO yyyy-mm */
  completed: string;
  image: string;
}

export const caseStudies: CaseStudy[] = [
  { id: 'windFarm', service: 'heavy', completed: '2024-03', image: '/images/site/case-wind-farm.svg' },
  { id: 'autoParts', service: 'crossBorder', completed: '2023-06', image: '/images/site/case-auto-parts.svg' },
  { id: 'durian', service: 'crossBorder', completed: '2025-07', image: '/images/site/case-durian.svg' },
  { id: 'hospital', service: 'packing', completed: '2024-09', image: '/images/site/case-hospital.svg' },
  { id: 'garments', service: 'sea', completed: '2022-02', image: '/images/site/case-garments.svg' },
  { id: 'transformers', service: 'heavy', completed: '2025-11', image: '/images/site/case-transformers.svg' },
];

export interface TeamMember {
  id: 'anong' | 'daniel' | 'pimchanok' | 'somchai' | 'liwei' | 'camille';
  /** names are written as the person writes them */
  name: string;
  photo: string;
}

export const team: TeamMember[] = [
  { id: 'anong', name: 'Anong Srisuk', photo: '/images/site/team-anong.svg' },
  { id: 'daniel', name: 'Daniel Weber', photo: '/images/site/team-daniel.svg' },
  { id: 'pimchanok', name: 'Pimchanok Rattanakul', photo: '/images/site/team-pimchanok.svg' },
  { id: 'somchai', name: 'Somchai Boonmee', photo: '/images/site/team-somchai.svg' },
  { id: 'liwei', name: 'Li Wei', photo: '/images/site/team-liwei.svg' },
  { id: 'camille', name: 'Camille Laurent', photo: '/images/site/team-camille.svg' },
];

export const milestones: { id: string; year: number }[] = [
  { id: 'founded', year: 2004 },
  { id: 'customs', year: 2008 },
  { id: 'laemChabang', year: 2012 },
  { id: 'air', year: 2016 },
  { id: 'borders', year: 2019 },
  { id: 'heavy', year: 2023 },
];

/** Opening hours of the offices: ISO weekday (1 = Monday) ranges and local times. */
export const openingHours: { from: number; to: number; open: string; close: string }[] = [
  { from: 1, to: 5, open: '08:00', close: '18:00' },
  { from: 6, to: 6, open: '08:00', close: '12:00' },
];

/** The services a visitor can pick in the contact form: the values POST /api/contact accepts. */
export const contactServices = [
  'sea-freight', 'air-freight', 'customs', 'heavy-equipment', 'cross-border', 'warehousing', 'project-cargo', 'other',
] as const satisfies readonly ContactService[];
