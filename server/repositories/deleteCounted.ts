import { sql, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client'

/** Deletes the rows of `table` that `where` picks, in `db` or a transaction; says how many went. */
export async function deleteCounted(
  db: Pick<Database, 'delete'>,
  table: PgTable,
  where: SQL | undefined,
): Promise<number> {
  const gone = await db
    .delete(table)
    .where(where)
    .returning({ one: sql<number>`1` })
  return gone.length
}
