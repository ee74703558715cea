import type { Company, CompanyListQuery } from './contract';

/** A new company: everything but its id. */
export type NewCompany = Omit<Company, 'id'>;
/** What a change may set: any field but the id and the creation time. */
export type CompanyChanges = Partial<Omit<Company, 'id' | 'createdAt'>>;

/**
 * The customer companies. Two adapters: api/modules/companies/memory-store.ts and
 * api/modules/companies/sql-store.server.ts. Ids are the highest ever given + 1, never reused.
 */
export interface CompaniesStore {
  /**
   * One page of the list (q, sort and paging of the contract) and how many match in all. In the
   * database on SQL.
   */
  list(query: CompanyListQuery): Promise<{ total: number; items: Company[] }>;
  /** undefined when there is none */
  get(id: number): Promise<Company | undefined>;
  /** the names of those of the given companies that exist, by id (one read) */
  names(ids: readonly number[]): Promise<Map<number, string>>;
  insert(company: NewCompany): Promise<Company>;
  /** sets the given fields in one write; undefined when there is no such company */
  patch(id: number, changes: CompanyChanges): Promise<Company | undefined>;
  /**
   * false when there is no such company; `inUse` (nothing deleted) when a shipment or a person
   * still names it and the store itself knows (SQL: the foreign keys refuse the delete, so a
   * shipment given the company while it is deleted cannot be left naming nothing)
   */
  remove(id: number): Promise<boolean | 'inUse'>;
}
