/**
 * The Google Maps key, read at build time (Vite puts VITE_* variables into the bundle; README,
 * "Google Maps key"). Empty without one: the map page then lists the offices and asks Google for
 * nothing. A Maps JavaScript API key is public by design: restrict it to your site's referrers.
 */
const env = import.meta.env as Record<string, string | undefined>;

export const googleMapsApiKey = env.VITE_GOOGLE_MAPS_API_KEY?.trim() ?? '';

/** Optional: a map id from the Cloud console (styled maps); the plain markers need none. */
export const googleMapsMapId = env.VITE_GOOGLE_MAPS_MAP_ID?.trim() || undefined;

/** The variable's name, as the notice shows it. */
export const GOOGLE_MAPS_KEY_VARIABLE = 'VITE_GOOGLE_MAPS_API_KEY';
