import { asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Company, CompanyListQuery } from './contract';
import type { CompaniesStore, CompanyChanges } from './store';
import { companiesSeed } from './seed';
import type { SqlConnection, SqlDb } from '../../platform/sql/connection.server';
import { containsPattern } from '../../platform/sql/contains-pattern';
import { insertRow, patchRow, removeRow } from '../../platform/sql/patch-row.server';
import { seedTable } from '../../platform/sql/seed.server';
import { companies } from './sql-tables.server';

type Row = typeof companies.$inferSelect;

const toCompany = (row: Row): Company => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** a record's fields as columns: the ISO dates as dates */
function toColumns(fields: CompanyChanges) {
  const { updatedAt, ...rest } = fields;
  return { ...rest, ...(updatedAt === undefined ? {} : { updatedAt: new Date(updatedAt) }) };
}

/** by name ignoring case, in code-point order as the memory store compares (ties by id) */
const nameOrder = sql`lower(${companies.name}) COLLATE "C"`;
const orders: Record<CompanyListQuery['sort'], SQL[]> = {
  'name-asc': [asc(nameOrder), asc(companies.id)],
  'name-desc': [desc(nameOrder), desc(companies.id)],
  'created-desc': [desc(companies.createdAt), desc(companies.id)],
};

function where(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(companies.name, pattern),
    ilike(companies.taxId, pattern),
    ilike(sql`${companies.address}->>'city'`, pattern),
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${companies.contacts}) AS c WHERE c->>'name' ILIKE ${pattern} OR c->>'email' ILIKE ${pattern})`,
  );
}

/** Whether PostgreSQL refused a write for a foreign key (23503), also when Drizzle wraps it. */
function foreignKeyRefused(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23503') return true;
  }
  return false;
}

export function sqlCompaniesStore(db: SqlDb): CompaniesStore {
  const get = async (id: number) => {
    const [row] = await db.select().from(companies).where(eq(companies.id, id));
    return row && toCompany(row);
  };
  return {
    async list(query) {
      const rows = await db
        .select({ row: companies, total: sql<number>`count(*) over ()` })
        .from(companies)
        .where(where(query.q))
        .orderBy(...orders[query.sort])
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { total: Number(rows[0]?.total ?? 0), items: rows.map(({ row }) => toCompany(row)) };
    },
    get,
    async names(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
    async insert(company) {
      const id = await insertRow(db, companies, {
        ...company,
        createdAt: new Date(company.createdAt),
        updatedAt: new Date(company.updatedAt),
      });
      return (await get(id))!;
    },
    async patch(id, changes) {
      const row = await patchRow(db, companies, id, toColumns(changes));
      return row && toCompany(row);
    },
    async remove(id) {
      try {
        return await removeRow(db, companies, id);
      } catch (error) {
        // a shipment or a person names it (migrations 0201 and 0202): nothing was deleted
        if (foreignKeyRefused(error)) return 'inUse';
        throw error;
      }
    },
  };
}

/** The sample companies (api/modules/companies/seed.ts) when the table is empty, dated from `now`. */
export async function seedCompanies(conn: SqlConnection, now: Date) {
  await seedTable(conn, 'companies', () =>
    conn.db.insert(companies).values(
      companiesSeed(now).map((company) => ({
        ...company,
        createdAt: new Date(company.createdAt),
        updatedAt: new Date(company.updatedAt),
      })),
    ),
  );
}
