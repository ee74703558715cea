import type { Place } from '../../../api/modules/shipments/contract';

/**
 * Ports, airports and border posts the company ships through most: the form's place picker fills
 * name, country and coordinates from one of them; anything else is typed in by hand. Names as
 * written on the documents (not translated).
 */
export const knownPlaces: readonly Place[] = [
  { name: 'Laem Chabang Port', country: 'TH', lat: 13.0833, lng: 100.8833 },
  { name: 'Bangkok Port (Khlong Toei)', country: 'TH', lat: 13.7036, lng: 100.5714 },
  { name: 'Suvarnabhumi Airport (BKK)', country: 'TH', lat: 13.69, lng: 100.7501 },
  { name: 'Chiang Mai Airport (CNX)', country: 'TH', lat: 18.7668, lng: 98.9626 },
  { name: 'Songkhla Port', country: 'TH', lat: 7.2167, lng: 100.5833 },
  { name: 'Sadao Border Checkpoint', country: 'TH', lat: 6.6389, lng: 100.4239 },
  { name: 'Mukdahan Border Checkpoint', country: 'TH', lat: 16.5453, lng: 104.7235 },
  { name: 'Nong Khai Border Checkpoint', country: 'TH', lat: 17.8783, lng: 102.7164 },
  { name: 'Mae Sot Border Checkpoint', country: 'TH', lat: 16.7131, lng: 98.5708 },
  { name: 'Port Klang', country: 'MY', lat: 3.0, lng: 101.3833 },
  { name: 'Port of Singapore', country: 'SG', lat: 1.2644, lng: 103.84 },
  { name: 'Port of Shanghai', country: 'CN', lat: 31.2304, lng: 121.4737 },
  { name: 'Port of Shenzhen (Yantian)', country: 'CN', lat: 22.5755, lng: 114.2669 },
  { name: 'Hong Kong Airport (HKG)', country: 'HK', lat: 22.308, lng: 113.9185 },
  { name: 'Port of Ho Chi Minh City (Cat Lai)', country: 'VN', lat: 10.7626, lng: 106.7909 },
  { name: 'Port of Tokyo', country: 'JP', lat: 35.6167, lng: 139.7833 },
  { name: 'Port of Hamburg', country: 'DE', lat: 53.5461, lng: 9.9661 },
  { name: 'Frankfurt Airport (FRA)', country: 'DE', lat: 50.0379, lng: 8.5622 },
  { name: 'Port of Rotterdam', country: 'NL', lat: 51.9496, lng: 4.1453 },
  { name: 'Paris Charles de Gaulle Airport (CDG)', country: 'FR', lat: 49.0097, lng: 2.5479 },
  { name: 'Port of Le Havre', country: 'FR', lat: 49.4833, lng: 0.1 },
  { name: 'Port of Santos', country: 'BR', lat: -23.9608, lng: -46.3336 },
];
