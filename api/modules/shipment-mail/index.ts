/**
 * What other modules may use of the status mail module (a lint rule keeps them to this file): the
 * outbox's handler of a shipment's notice (api/modules/outbox-fan-outs.ts).
 */
export { shipmentMailFanOuts } from './service';
