import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/** Any Drizzle PostgreSQL database: PGlite or node-postgres. */
export type SqlDb = PgDatabase<PgQueryResultHKT>;

export interface SqlConnection {
  kind: 'pglite' | 'postgres';
  db: SqlDb;
  /** runs SQL text that may hold several statements (migrations) */
  exec(text: string): Promise<void>;
  /** one statement, rows as plain objects */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * PGlite only, where this process is the database's one client (the server refuses a second
   * one on the data folder): every call into the database is counted when it finishes, before its
   * caller goes on. While the count has not moved, nothing can have been written since, so a
   * change version read at that count is still current (docs/decisions/0046).
   */
  exclusive?: {
    callsFinished(): number;
    /** a read that does not count as a call */
    peek<T>(text: string, params?: unknown[]): Promise<T[]>;
  };
}

/**
 * The client, with every method call counted when it finishes (a promise: before it resolves).
 * Methods run on the client itself, whose private fields a Proxy cannot reach.
 */
function countingCalls<T extends object>(client: T) {
  let finished = 0;
  const counted = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = value.apply(target, args);
        } catch (error) {
          finished++;
          throw error;
        }
        if (result instanceof Promise) return result.finally(() => finished++);
        finished++;
        return result;
      };
    },
  });
  return { counted, callsFinished: () => finished };
}

/**
 * PGlite's memory (docs/decisions/0046): PostgreSQL's shared buffers at 8 MB instead of PGlite's
 * default, and a WebAssembly heap that starts at 128 MiB (its smallest) and grows when it must.
 * Measured on a folder with 10,000 rows: RSS 343 MiB with the defaults, 168 MiB with these (199 MiB with 16 MB of buffers);
 * the benchmarks of `npm run bench:api` keep their figures.
 */
const PGLITE_SHARED_BUFFERS = '8MB';
const PGLITE_INITIAL_MEMORY = 128 * 1024 * 1024;

/** Embedded PostgreSQL. No dataDir: in memory (tests). */
export async function openPglite(dataDir?: string): Promise<SqlConnection> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const options = {
    initialMemory: PGLITE_INITIAL_MEMORY,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  };
  const raw = await PGlite.create(dataDir ? { dataDir, ...options } : options);
  const { counted: client, callsFinished } = countingCalls(raw);
  return {
    kind: 'pglite',
    db: drizzle({ client }) as unknown as SqlDb,
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
    close: () => client.close(),
    exclusive: {
      callsFinished,
      peek: async <T>(text: string, params: unknown[] = []) =>
        (await raw.query<T>(text, params)).rows,
    },
  };
}

/** A PostgreSQL server. `schema` isolates a test run in its own schema. */
export async function openPostgres(url: string, schema?: string): Promise<SqlConnection> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle connection the server ends (a restart, an administrator, a dropped database) is an
  // 'error' on the pool; unheard, Node ends the whole process. The pool forgets that connection
  // and the next query opens a new one, so it is only reported.
  pool.on('error', (error) => {
    console.error(`PostgreSQL: an idle connection ended (${error.message})`);
  });
  return {
    kind: 'postgres',
    db: drizzle({ client: pool }) as unknown as SqlDb,
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as T[],
    close: () => pool.end(),
  };
}
