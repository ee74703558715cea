/** Facts of the home page. Sentences live in app/locales/<lang>/site.json; numbers are formatted per language (../format.ts). */

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
