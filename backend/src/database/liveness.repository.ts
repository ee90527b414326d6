/** Anything that runs a statement: a bare `pg.Client` before the app boots, a PGlite after a restore. */
interface Queryable {
  query(sql: string): Promise<unknown>;
}

/** One round trip; rejects when the database does not answer (used before any DataSource exists). */
export async function ping(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
