import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CompanyAddress, CompanyContact, CompanyMailLanguage } from './contract';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The customer companies (migration 0200). The address and the contacts are JSON documents, read
 * and written whole; shipments (0201) and people (0202) name a company by a foreign key, which
 * refuses to delete one they still name.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    taxId: text('tax_id').notNull().default(''),
    address: jsonb('address').$type<CompanyAddress>().notNull(),
    contacts: jsonb('contacts').$type<CompanyContact[]>().notNull(),
    mailLanguage: text('mail_language').$type<CompanyMailLanguage>().notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [index('companies_created_at_idx').on(table.createdAt)],
);
