import { describe, expect, it } from 'vitest';
import { checkDraft, emptyDraft, type ShipmentDraft } from './draft';
import { knownPlaces } from './places';

const party = { name: 'Siam Parts Co.', contactName: 'Nok', phone: '+66 2 555 0100', email: '' };
const good: ShipmentDraft = {
  ...emptyDraft,
  origin: knownPlaces[0]!,
  destination: { name: 'Port of Hamburg', country: 'de', lat: '53.5461', lng: '9.9661' },
  shipper: party,
  consignee: { ...party, name: 'Nordhafen GmbH', email: ' ops@nordhafen.example ' },
  cargo: {
    description: 'Car parts',
    pieces: '12',
    weightKg: '8400.5',
    containers: 2,
    valueBaht: '',
  },
  operatorId: '3',
  plannedDeparture: '2026-12-01T02:00:00.000Z',
  estimatedArrival: '2026-12-29T10:00:00.000Z',
};

describe('shipment draft', () => {
  it('turns a complete draft into the API body: numbers, upper-case country, no value', () => {
    const check = checkDraft(good);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.input.destination).toEqual({
      name: 'Port of Hamburg',
      country: 'DE',
      lat: 53.5461,
      lng: 9.9661,
    });
    expect(check.input.cargo).toMatchObject({ pieces: 12, weightKg: 8400.5, valueBaht: null });
    expect(check.input.consignee.email).toBe('ops@nordhafen.example');
    expect(check.input.operatorId).toBe(3);
    // no company is said as null, so that a change takes a company away
    expect(check.input.companyId).toBeNull();
  });

  it('sends the chosen customer company by its id', () => {
    const check = checkDraft({ ...good, companyId: 4 });
    expect(check.ok && check.input.companyId).toBe(4);
  });

  it('names each wrong field by the path the API uses, with its code', () => {
    const check = checkDraft({
      ...good,
      shipper: { ...party, name: '', email: 'not-an-email' },
      cargo: { ...good.cargo, pieces: '0', weightKg: '' },
      origin: { ...good.origin, lat: 120 },
      destination: { ...good.destination, country: ' ' },
      operatorId: null,
    });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.issues['shipment.shipper.name']?.code).toBe('required');
    expect(check.issues['shipment.shipper.email']).toBeDefined();
    expect(check.issues['shipment.cargo.pieces']).toMatchObject({ code: 'tooSmall', limit: 1 });
    expect(check.issues['shipment.cargo.weightKg']?.code).toBe('required');
    expect(check.issues['shipment.origin.lat']).toMatchObject({ code: 'tooBig', limit: 90 });
    expect(check.issues['shipment.destination.country']?.code).toBe('required');
    expect(check.issues['shipment.operatorId']?.code).toBe('required');
  });

  it('refuses an arrival before the departure, on the arrival field', () => {
    const check = checkDraft({ ...good, estimatedArrival: '2026-11-30T00:00:00.000Z' });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(Object.keys(check.issues)).toEqual(['shipment.estimatedArrival']);
    expect(check.issues['shipment.estimatedArrival']?.code).toBe('endBeforeStart');
  });
});
