import { pathIdSchema } from '../../../api/contract/endpoint';

/** The portal's addresses (app/pages.ts registers them). */
export const PORTAL_PATH = '/portal';
export const portalShipmentPath = (id: number) => `${PORTAL_PATH}/shipments/${id}`;

/** The address's :shipmentId as an id the API can hold (its own rule), or null: not found. */
export function portalShipmentIdOf(param: string | undefined): number | null {
  const read = pathIdSchema.safeParse(param ?? '');
  return read.success ? read.data : null;
}
