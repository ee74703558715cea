/**
 * Facts of the contact page. Sentences live in app/locales/<lang>/site.json; numbers are formatted
 * per language (../format.ts). The services the form offers are the contact module's
 * (api/modules/contact/contract-rules.ts).
 */

/** Opening hours of the offices: ISO weekday (1 = Monday) ranges and local times. */
export const openingHours: { from: number; to: number; open: string; close: string }[] = [
  { from: 1, to: 5, open: '08:00', close: '18:00' },
  { from: 6, to: 6, open: '08:00', close: '12:00' },
];
