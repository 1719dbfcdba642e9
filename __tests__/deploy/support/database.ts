import { sql } from 'drizzle-orm'
import { rows, tablesInOrder } from '../../../server/backup/tables'
import { openDatabase } from '../../../server/db/client'

/** Every table of an embedded database: its rows and an md5 of them in a stable order. */
export async function tableSums(pgliteDir: string) {
  const { db, close } = await openDatabase({ pgliteDir })
  try {
    const sums: Record<string, { count: number; md5: string }> = {}
    for (const table of await tablesInOrder(db)) {
      const name = sql.raw(`"${table.replace(/"/g, '""')}"`)
      const [sum] = await rows<{ count: number; md5: string }>(
        db,
        sql`SELECT count(*)::int AS count,
                   md5(coalesce(string_agg(t::text, E'\n' ORDER BY t::text), '')) AS md5
            FROM ${name} t`,
      )
      sums[table] = sum!
    }
    return sums
  } finally {
    await close()
  }
}
