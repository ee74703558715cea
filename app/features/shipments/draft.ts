import {
  createShipmentBody,
  type Party,
  type Shipment,
  type ShipmentInput,
  type ShipmentMode,
} from '../../../api/modules/shipments/contract';
import type { FieldIssue } from '../../../api/contract/errors';
import { fieldIssuesOf } from '../../../api/contract/field-issues';

/**
 * The shipment form's fields as its inputs hold them (a number input may hold '', a picker
 * nothing), and their check against the contract's own schema: the browser and the server say the
 * same, by the same field paths (`shipment.origin.lat`), so a server's 422 lands on the same field.
 */
export interface PlaceDraft {
  name: string;
  country: string;
  lat: number | string;
  lng: number | string;
}

export interface ShipmentDraft {
  mode: ShipmentMode;
  origin: PlaceDraft;
  destination: PlaceDraft;
  shipper: Party;
  consignee: Party;
  cargo: {
    description: string;
    pieces: number | string;
    weightKg: number | string;
    containers: number | string;
    valueBaht: number | string;
  };
  operatorId: string | null;
  /** the customer company it belongs to; null: none */
  companyId: number | null;
  /** ISO instants, '' when not chosen */
  plannedDeparture: string;
  estimatedArrival: string;
}

const emptyPlace: PlaceDraft = { name: '', country: '', lat: '', lng: '' };
const emptyParty: Party = { name: '', contactName: '', phone: '', email: '' };

export const emptyDraft: ShipmentDraft = {
  mode: 'sea',
  origin: emptyPlace,
  destination: emptyPlace,
  shipper: emptyParty,
  consignee: emptyParty,
  cargo: { description: '', pieces: 1, weightKg: '', containers: 0, valueBaht: '' },
  operatorId: null,
  companyId: null,
  plannedDeparture: '',
  estimatedArrival: '',
};

export function draftOf(shipment: Shipment): ShipmentDraft {
  const { cargo } = shipment;
  return {
    mode: shipment.mode,
    origin: shipment.origin,
    destination: shipment.destination,
    shipper: shipment.shipper,
    consignee: shipment.consignee,
    cargo: { ...cargo, valueBaht: cargo.valueBaht ?? '' },
    operatorId: shipment.operator ? String(shipment.operator.id) : null,
    companyId: shipment.companyId,
    plannedDeparture: shipment.plannedDeparture,
    estimatedArrival: shipment.estimatedArrival,
  };
}

/** A number input's value as the API's number; '' (nothing typed) is no value at all. */
const numberOf = (value: number | string) => {
  if (typeof value === 'number') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : Number(trimmed);
};

const placeOf = (place: PlaceDraft) => ({
  name: place.name,
  country: place.country.trim().toUpperCase(),
  lat: numberOf(place.lat),
  lng: numberOf(place.lng),
});

const partyOf = (party: Party) => ({ ...party, email: party.email.trim() });

const placeFields = ['name', 'country', 'lat', 'lng'];
const partyFields = ['name', 'contactName', 'phone', 'email'];
const cargoFields = ['description', 'pieces', 'weightKg', 'containers', 'valueBaht'];

/** Every field path the form shows a message beside (the rest goes to the form's alert). */
export const FORM_FIELDS = [
  'shipment.mode',
  'shipment.operatorId',
  'shipment.companyId',
  'shipment.plannedDeparture',
  'shipment.estimatedArrival',
  ...placeFields.flatMap((f) => [`shipment.origin.${f}`, `shipment.destination.${f}`]),
  ...partyFields.flatMap((f) => [`shipment.shipper.${f}`, `shipment.consignee.${f}`]),
  ...cargoFields.map((f) => `shipment.cargo.${f}`),
];

export type DraftCheck =
  { ok: true; input: ShipmentInput } | { ok: false; issues: Record<string, FieldIssue> };

/** The draft as the API's body, or each field's first problem by its path (`shipment.cargo.pieces`). */
export function checkDraft(draft: ShipmentDraft): DraftCheck {
  const candidate = {
    shipment: {
      mode: draft.mode,
      origin: placeOf(draft.origin),
      destination: placeOf(draft.destination),
      shipper: partyOf(draft.shipper),
      consignee: partyOf(draft.consignee),
      cargo: {
        description: draft.cargo.description,
        pieces: numberOf(draft.cargo.pieces),
        weightKg: numberOf(draft.cargo.weightKg),
        containers: numberOf(draft.cargo.containers) ?? 0,
        // optional: nothing typed is no declared value
        valueBaht: numberOf(draft.cargo.valueBaht) ?? null,
      },
      operatorId: draft.operatorId === null ? undefined : Number(draft.operatorId),
      // sent as null too: a change takes the company away
      companyId: draft.companyId,
      plannedDeparture: draft.plannedDeparture || undefined,
      estimatedArrival: draft.estimatedArrival || undefined,
    },
  };
  const result = createShipmentBody.safeParse(candidate);
  if (result.success) return { ok: true, input: result.data.shipment };
  const issues: Record<string, FieldIssue> = {};
  for (const issue of fieldIssuesOf(result.error, candidate)) issues[issue.field] ??= issue;
  // the contract checks a country code by its shape only: an empty one is simply missing
  for (const which of ['origin', 'destination'] as const) {
    const field = `shipment.${which}.country`;
    if (issues[field] && !draft[which].country.trim())
      issues[field] = { ...issues[field], code: 'required' };
  }
  return { ok: false, issues };
}
