/** Typical transit times of the service pages. Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */
import type { ServiceId, TimeUnit } from './services';

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
