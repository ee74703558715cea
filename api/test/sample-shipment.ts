import type { ShipmentInput } from '../modules/shipments/contract';

const DAY = 86_400_000;
const place = (name: string, country: string, lat: number, lng: number) => ({
  name,
  country,
  lat,
  lng,
});
const party = (name: string) => ({
  name,
  contactName: 'Somchai',
  phone: '+66 2 555 0100',
  email: 'ops@example.test',
});

/**
 * A sea shipment from Laem Chabang to Hamburg for the runs that book one through a running
 * server (e2e/shipment-mail-round-trip.spec.ts, scripts/bench-status-mail.ts): departing a day
 * after `now`, arriving 30 days after, run by the staff account `operatorId`.
 */
export function sampleShipmentInput(now: number, operatorId: number): ShipmentInput {
  return {
    mode: 'sea',
    origin: place('Laem Chabang Port', 'TH', 13.0827, 100.8831),
    destination: place('Port of Hamburg', 'DE', 53.5461, 9.9661),
    shipper: party('Shipper Co.'),
    consignee: party('Consignee GmbH'),
    cargo: {
      description: 'Machine parts',
      pieces: 4,
      weightKg: 1200,
      containers: 1,
      valueBaht: 100_000,
    },
    operatorId,
    plannedDeparture: new Date(now + DAY).toISOString(),
    estimatedArrival: new Date(now + 30 * DAY).toISOString(),
  };
}
