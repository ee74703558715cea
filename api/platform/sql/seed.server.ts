import type { SqlConnection } from './connection.server';

/**
 * Seeds a table with its sample rows when it is empty, then moves its identity sequence past the
 * highest id, so that new ids continue at highest + 1 and are never reused.
 */
export async function seedTable(
  conn: SqlConnection,
  table: string,
  insertRows: () => Promise<unknown>,
  { identity = true } = {},
) {
  const [{ count }] = await conn.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table}`,
  );
  if (Number(count) > 0) return;
  await insertRows();
  if (identity) {
    await conn.exec(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`,
    );
  }
}
