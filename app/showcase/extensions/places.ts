/**
 * Ports (with their UN/LOCODE) and inland cities the company ships through: the sample data of
 * the autocomplete and select pages. Names are proper nouns, the same in every language.
 */
export interface Place {
  code: string;
  name: string;
  country: string;
  kind: 'port' | 'city';
}

export const PLACES: Place[] = [
  { code: 'THLCH', name: 'Laem Chabang', country: 'TH', kind: 'port' },
  { code: 'THBKK', name: 'Bangkok', country: 'TH', kind: 'port' },
  { code: 'SGSIN', name: 'Singapore', country: 'SG', kind: 'port' },
  { code: 'MYPKG', name: 'Port Klang', country: 'MY', kind: 'port' },
  { code: 'VNSGN', name: 'Ho Chi Minh City', country: 'VN', kind: 'port' },
  { code: 'CNSHA', name: 'Shanghai', country: 'CN', kind: 'port' },
  { code: 'CNNGB', name: 'Ningbo', country: 'CN', kind: 'port' },
  { code: 'HKHKG', name: 'Hong Kong', country: 'HK', kind: 'port' },
  { code: 'KRPUS', name: 'Busan', country: 'KR', kind: 'port' },
  { code: 'JPTYO', name: 'Tokyo', country: 'JP', kind: 'port' },
  { code: 'AEJEA', name: 'Jebel Ali', country: 'AE', kind: 'port' },
  { code: 'NLRTM', name: 'Rotterdam', country: 'NL', kind: 'port' },
  { code: 'BEANR', name: 'Antwerp', country: 'BE', kind: 'port' },
  { code: 'DEHAM', name: 'Hamburg', country: 'DE', kind: 'port' },
  { code: 'DEBRV', name: 'Bremerhaven', country: 'DE', kind: 'port' },
  { code: 'FRLEH', name: 'Le Havre', country: 'FR', kind: 'port' },
  { code: 'FRMRS', name: 'Marseille', country: 'FR', kind: 'port' },
  { code: 'PTLIS', name: 'Lisbon', country: 'PT', kind: 'port' },
  { code: 'PTSIE', name: 'Sines', country: 'PT', kind: 'port' },
  { code: 'BRSSZ', name: 'Santos', country: 'BR', kind: 'port' },
  { code: 'USLAX', name: 'Los Angeles', country: 'US', kind: 'port' },
  { code: 'USNYC', name: 'New York', country: 'US', kind: 'port' },
  { code: 'THCNX', name: 'Chiang Mai', country: 'TH', kind: 'city' },
  { code: 'THKKC', name: 'Khon Kaen', country: 'TH', kind: 'city' },
  { code: 'LAVTE', name: 'Vientiane', country: 'LA', kind: 'city' },
  { code: 'KHPNH', name: 'Phnom Penh', country: 'KH', kind: 'city' },
  { code: 'MYKUL', name: 'Kuala Lumpur', country: 'MY', kind: 'city' },
  { code: 'DEFRA', name: 'Frankfurt', country: 'DE', kind: 'city' },
  { code: 'DEMUC', name: 'Munich', country: 'DE', kind: 'city' },
  { code: 'FRPAR', name: 'Paris', country: 'FR', kind: 'city' },
  { code: 'FRLYS', name: 'Lyon', country: 'FR', kind: 'city' },
  { code: 'BRSAO', name: 'São Paulo', country: 'BR', kind: 'city' },
  { code: 'CNCTU', name: 'Chengdu', country: 'CN', kind: 'city' },
];

/** The places whose name or code holds `query` (case-insensitive), ports first. */
export function findPlaces(query: string, limit = 8): Place[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return PLACES.filter((p) => p.name.toLowerCase().includes(q) || p.code.toLowerCase().includes(q))
    .sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'port' ? -1 : 1))
    .slice(0, limit);
}

/**
 * A search answered after `delay` ms, as a server would: the example pages have no API of their
 * own for places. Aborting the signal drops the answer.
 */
export function searchPlaces(query: string, signal: AbortSignal, delay = 350): Promise<Place[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(findPlaces(query)), delay);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
