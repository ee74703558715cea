import type { Company, CompanyListQuery } from './contract';
import type { CompaniesStore } from './store';
import { memoryTable } from '../../platform/memory/table';

const byName = (a: Company, b: Company) => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
};

/** the list's orders; ties by id */
const sorts: Record<CompanyListQuery['sort'], (a: Company, b: Company) => number> = {
  'name-asc': (a, b) => byName(a, b) || a.id - b.id,
  'name-desc': (a, b) => byName(b, a) || b.id - a.id,
  'created-desc': (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
};

/** what q is looked for in: the name, the tax id, the city, the contacts' names and emails */
function matches(company: Company, q: string | undefined) {
  if (!q) return true;
  const needle = q.toLowerCase();
  return [
    company.name,
    company.taxId,
    company.address.city,
    ...company.contacts.flatMap((contact) => [contact.name, contact.email]),
  ].some((value) => value.toLowerCase().includes(needle));
}

/**
 * The companies in memory (browser mode, the fast tests). Whether a shipment or a person names a
 * company is the service's check here: the memory stores keep no foreign keys.
 */
export function memoryCompaniesStore(rows: Company[] = []): CompaniesStore {
  const table = memoryTable(rows);
  return {
    async list(query) {
      const found = (await table.list())
        .filter((company) => matches(company, query.q))
        .sort(sorts[query.sort]);
      const start = (query.page - 1) * query.perPage;
      return { total: found.length, items: found.slice(start, start + query.perPage) };
    },
    get: table.get,
    async names(ids) {
      const wanted = new Set(ids);
      return new Map(
        (await table.list())
          .filter((company) => wanted.has(company.id))
          .map((company) => [company.id, company.name]),
      );
    },
    async insert(company) {
      return (await table.get(await table.insert(company)))!;
    },
    patch: table.patch,
    remove: table.remove,
  };
}
