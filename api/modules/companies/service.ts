import {
  companyMessages,
  type CompanyInput,
  type CompanyListQuery,
  type CompanyListReply,
  type UpdateCompanyBody,
} from './contract';
import { ApiError, notFound } from '../../platform/errors';
import type { ApiDeps } from '../deps';
import type { CompaniesStore } from './store';

const unknownCompany = (id: number) => notFound(`No company with id ${id}`);

const inUse = (counts: { shipments?: number; people?: number } = {}) =>
  new ApiError(409, 'companyInUse', `id: ${companyMessages.companyInUse}`, {
    field: 'id',
    ...counts,
  });

/**
 * 422 `invalidValue` naming `field` unless a company has this id; null or undefined ask for none.
 * The shipments and the people call it before they store a company's id.
 */
export async function checkCompanyId(
  store: CompaniesStore,
  field: string,
  companyId: number | null | undefined,
) {
  if (companyId === null || companyId === undefined) return;
  if (!(await store.get(companyId))) {
    throw new ApiError(422, 'invalidValue', `${field}: ${companyMessages.noSuchCompany}`, {
      field,
    });
  }
}

/**
 * The customer companies' rules, once for both adapters (api/modules/companies/contract.ts). A
 * company that a shipment or a person still names is not deleted: the service counts them first
 * (and says how many), and on SQL the foreign keys refuse it too, so one given the company in the
 * meantime is not left naming nothing.
 */
export function companiesService(deps: ApiDeps) {
  const store = deps.stores.companies;
  const iso = () => deps.now().toISOString();

  async function get(id: number) {
    const company = await store.get(id);
    if (!company) throw unknownCompany(id);
    return company;
  }

  return {
    async list(query: CompanyListQuery): Promise<CompanyListReply> {
      const { total, items } = await store.list(query);
      return { total, items, page: query.page, perPage: query.perPage };
    },

    get,

    async create(input: CompanyInput) {
      const now = iso();
      return store.insert({ ...input, createdAt: now, updatedAt: now });
    },

    /** merges the given fields */
    async update(id: number, changes: UpdateCompanyBody['company']) {
      const company = await store.patch(id, { ...changes, updatedAt: iso() });
      if (!company) throw unknownCompany(id);
      return company;
    },

    async remove(id: number) {
      await get(id);
      const [shipments, accounts] = await Promise.all([
        deps.stores.shipments.list({ company: id, sort: 'booked-desc', page: 1, perPage: 10 }),
        // a few hundred accounts at most: one read
        deps.stores.auth.listUsers(),
      ]);
      const people = accounts.filter((account) => account.companyId === id).length;
      if (shipments.total > 0 || people > 0) throw inUse({ shipments: shipments.total, people });
      const removed = await store.remove(id);
      if (removed === 'inUse') throw inUse();
      if (!removed) throw unknownCompany(id);
      return { ok: true as const };
    },
  };
}
