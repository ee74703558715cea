import { endpoint, idParams } from '../../contract/endpoint';
import { okReply } from '../../contract/common';
import {
  companyListQuery,
  companyListReply,
  companySchema,
  createCompanyBody,
  updateCompanyBody,
} from './contract';

/**
 * The customer companies' endpoints (the rules of each are in ./contract.ts): staff read, add and
 * change them (rule editor), an admin deletes one that nothing names any more.
 */

export const listCompanies = endpoint({
  method: 'GET',
  path: '/api/apps/companies',
  summary: 'One page of the customer companies',
  access: 'editor',
  query: companyListQuery,
  reply: companyListReply,
});

export const createCompany = endpoint({
  method: 'POST',
  path: '/api/apps/companies',
  summary: 'Add a customer company',
  access: 'editor',
  body: createCompanyBody,
  reply: companySchema,
  status: 201,
});

export const getCompany = endpoint({
  method: 'GET',
  path: '/api/apps/companies/:id',
  summary: 'One customer company',
  access: 'editor',
  params: idParams,
  reply: companySchema,
  errors: { 404: ['notFound'] },
});

export const updateCompany = endpoint({
  method: 'PATCH',
  path: '/api/apps/companies/:id',
  summary: 'Change the given fields of a customer company',
  access: 'editor',
  params: idParams,
  body: updateCompanyBody,
  reply: companySchema,
  errors: { 404: ['notFound'] },
});

export const deleteCompany = endpoint({
  method: 'DELETE',
  path: '/api/apps/companies/:id',
  summary: 'Delete a customer company that no shipment and no person belongs to',
  access: 'admin',
  params: idParams,
  reply: okReply,
  errors: { 404: ['notFound'], 409: ['companyInUse'] },
});
