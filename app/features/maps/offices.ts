import { brand, type Office } from '../../brand';

export const offices: readonly Office[] = brand.offices;

/** Google Maps' search at the office's coordinates (a link the reader follows; no request here). */
export function googleMapsSearchUrl(office: Pick<Office, 'lat' | 'lon'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${office.lat},${office.lon}`;
}

/** The smallest box around every office, for the map's first view. */
export function officeBounds(list: readonly Pick<Office, 'lat' | 'lon'>[]) {
  const lats = list.map((o) => o.lat);
  const lons = list.map((o) => o.lon);
  return {
    north: Math.max(...lats),
    south: Math.min(...lats),
    east: Math.max(...lons),
    west: Math.min(...lons),
  };
}
