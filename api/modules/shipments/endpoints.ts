import { z } from 'zod';
import { endpoint, idParams } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  addShipmentEventBody,
  createShipmentBody,
  shipmentListQuery,
  shipmentListReply,
  shipmentSchema,
  trackingNumberParamSchema,
  trackingReply,
  updateShipmentBody,
} from './contract';

/**
 * The shipments' endpoints (the rules of each are in ./contract.ts): the staff app below
 * /api/apps/shipments, and the public tracking look-up and its live stream below /api/track (no
 * account, rate-limited per client address: every try counts, so the number is checked by the
 * handler after the count).
 */
const trackingParams = z.object({ number: trackingNumberParamSchema });

export const listShipments = endpoint({
  method: 'GET',
  path: '/api/apps/shipments',
  summary: 'One page of the staff list of shipments',
  access: 'editor',
  query: shipmentListQuery,
  reply: shipmentListReply,
});

export const createShipment = endpoint({
  method: 'POST',
  path: '/api/apps/shipments',
  summary: 'Book a shipment: a new tracking number and one event `booked` at the origin',
  access: 'editor',
  body: createShipmentBody,
  reply: shipmentSchema,
  status: 201,
  errors: { 422: ['invalidValue'] },
});

export const getShipment = endpoint({
  method: 'GET',
  path: '/api/apps/shipments/:id',
  summary: 'One shipment with its events, oldest first',
  access: 'editor',
  params: idParams,
  reply: shipmentSchema,
  errors: { 404: ['notFound'] },
});

export const updateShipment = endpoint({
  method: 'PATCH',
  path: '/api/apps/shipments/:id',
  summary: 'Change the given fields of a shipment',
  access: 'editor',
  params: idParams,
  body: updateShipmentBody,
  reply: shipmentSchema,
  errors: {
    404: ['notFound'],
    409: ['shipmentCanceled'],
    422: ['endBeforeStart', 'invalidValue'],
  },
});

export const cancelShipment = endpoint({
  method: 'POST',
  path: '/api/apps/shipments/:id/cancel',
  summary: 'Cancel a shipment (it is kept, shown as canceled)',
  access: 'editor',
  params: idParams,
  reply: shipmentSchema,
  errors: { 404: ['notFound'], 409: ['shipmentCanceled'] },
});

export const addShipmentEvent = endpoint({
  method: 'POST',
  path: '/api/apps/shipments/:id/events',
  summary: "Add an event to a shipment's timeline; its status becomes the latest event's",
  access: 'editor',
  params: idParams,
  body: addShipmentEventBody,
  reply: shipmentSchema,
  status: 201,
  errors: { 404: ['notFound'], 409: ['shipmentCanceled'], 422: ['beforeBooking', 'inFuture'] },
});

export const deleteShipment = endpoint({
  method: 'DELETE',
  path: '/api/apps/shipments/:id',
  summary: 'Delete a shipment for good',
  access: 'admin',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'] },
});

export const trackShipment = endpoint({
  method: 'GET',
  path: '/api/track/:number',
  summary: 'The public view of a shipment by its tracking number (nothing private)',
  access: 'anyone',
  params: trackingParams,
  reply: trackingReply,
  errors: { 404: ['notFound'], 422: ['invalidFormat', 'mistypedNumber'], 429: ['tooManyAttempts'] },
});

export const trackShipmentEvents = endpoint({
  method: 'GET',
  path: '/api/track/:number/events',
  summary: "A stream of the shipment's changes: `ready`, then `shipment.changed` at each change",
  access: 'anyone',
  params: trackingParams,
  reply: 'stream',
  errors: { 422: ['invalidFormat', 'mistypedNumber'], 429: ['tooManyAttempts'] },
});
