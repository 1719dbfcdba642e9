import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { TableSummary } from './format'

export type Executor = Pick<Database, 'execute'>

export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

const quoted = (table: string) => sql.raw(`"${table.replace(/"/g, '""')}"`)

/** The application's tables, each after the tables its foreign keys point to. */
export async function tablesInOrder(db: Executor): Promise<string[]> {
  const tables = await rows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const links = await rows<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint c
        JOIN pg_class child ON child.oid = c.conrelid
        JOIN pg_class parent ON parent.oid = c.confrelid
        JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  )
  const ordered: string[] = []
  let left = tables.map((table) => table.name)
  while (left.length > 0) {
    const ready = left.filter((table) =>
      links.every(
        (link) => link.child !== table || link.parent === table || ordered.includes(link.parent),
      ),
    )
    // A cycle of foreign keys would need deferred constraints; the schema has none.
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${left.join(', ')}`)
    ordered.push(...ready)
    left = left.filter((table) => !ready.includes(table))
  }
  return ordered
}

/**
 * The rows of a table after the row at `after` (a ctid), at most `limit`, as PostgreSQL's JSON
 * text: never parsed here, so no number or time is rounded on its way to the file. ctid order is
 * stable within the backup's one snapshot. The last ctid is cast to text only after it is found:
 * `SELECT at::text … ORDER BY at` sorts the text, where '(0,9)' comes after '(0,10)'.
 */
export async function rowsAfter(db: Executor, table: string, after: string, limit: number) {
  const [chunk] = await rows<{ json: string; count: number; last: string | null }>(
    db,
    sql`WITH chunk AS (
          SELECT t.ctid AS at, t AS row FROM ${quoted(table)} t
          WHERE t.ctid > ${after}::tid ORDER BY t.ctid LIMIT ${limit})
        SELECT coalesce(jsonb_agg(row)::text, '[]') AS json, count(*)::int AS count,
               (SELECT at FROM chunk ORDER BY at DESC LIMIT 1)::text AS last
        FROM chunk`,
  )
  return chunk!
}

export async function insertRows(db: Executor, table: string, json: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO ${quoted(table)}
        SELECT * FROM jsonb_populate_recordset(NULL::${quoted(table)}, ${json}::jsonb)`,
  )
}

/** Count and sum of each row's hash: the same whatever order the rows are read in. */
export async function summarize(db: Executor, table: string): Promise<TableSummary> {
  const [summary] = await rows<TableSummary>(
    db,
    sql`SELECT count(*)::int AS rows,
          coalesce(sum(('x' || left(md5(to_jsonb(t)::text), 15))::bit(60)::bigint), 0)::text
            AS checksum
        FROM ${quoted(table)} t`,
  )
  return summary!
}

export async function sequenceValues(db: Executor): Promise<Record<string, string | null>> {
  const found = await rows<{ name: string; value: string | null }>(
    db,
    sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
        WHERE schemaname = 'public' ORDER BY sequencename`,
  )
  return Object.fromEntries(found.map((sequence) => [sequence.name, sequence.value]))
}

export async function setSequence(db: Executor, name: string, value: string): Promise<void> {
  await db.execute(sql`SELECT setval(${`public."${name}"`}, ${value}::bigint, true)`)
}

/** How many migrations Drizzle's migrator has applied (drizzle.__drizzle_migrations). */
export async function appliedMigrations(db: Executor): Promise<number> {
  const [found] = await rows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
  )
  return found!.count
}

/** Whether any of the application's tables holds a row. */
export async function holdsRows(db: Executor): Promise<boolean> {
  for (const table of await tablesInOrder(db)) {
    const [found] = await rows<{ any: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM ${quoted(table)}) AS any`,
    )
    if (found!.any) return true
  }
  return false
}
