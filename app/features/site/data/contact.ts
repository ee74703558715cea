/** Facts of the contact page and form. Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */
import type { ContactService } from '../../../../api/modules/contact/contract';

/** Opening hours of the offices: ISO weekday (1 = Monday) ranges and local times. */
export const openingHours: { from: number; to: number; open: string; close: string }[] = [
  { from: 1, to: 5, open: '08:00', close: '18:00' },
  { from: 6, to: 6, open: '08:00', close: '12:00' },
];

/** The services a visitor can pick in the contact form: the values POST /api/contact accepts. */
export const contactServices = [
  'sea-freight',
  'air-freight',
  'customs',
  'heavy-equipment',
  'cross-border',
  'warehousing',
  'project-cargo',
  'other',
] as const satisfies readonly ContactService[];
