import { endpoint, idParams } from '../../contract/endpoint';
import { companySchema } from '../companies/contract';
import { portalShipmentListQuery, portalShipmentListReply, portalShipmentSchema } from './contract';

/**
 * The customer's portal (the rules of each are in ./contract.ts): any signed-in person (rule
 * public) who belongs to a customer company; one who does not is 403 noCompany.
 */

export const getPortalCompany = endpoint({
  method: 'GET',
  path: '/api/portal/company',
  summary: "The reader's own customer company",
  access: 'public',
  reply: companySchema,
  errors: { 403: ['noCompany'] },
});

export const listPortalShipments = endpoint({
  method: 'GET',
  path: '/api/portal/shipments',
  summary: "One page of the reader's company's shipments",
  access: 'public',
  query: portalShipmentListQuery,
  reply: portalShipmentListReply,
  errors: { 403: ['noCompany'] },
});

export const getPortalShipment = endpoint({
  method: 'GET',
  path: '/api/portal/shipments/:id',
  summary: "One of the reader's company's shipments, with its timeline and arrival history",
  access: 'public',
  params: idParams,
  reply: portalShipmentSchema,
  errors: { 403: ['noCompany'], 404: ['notFound'] },
});
