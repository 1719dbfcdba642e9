import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { foldPolish, PLAIN_LETTERS, POLISH_LETTERS } from '../../src/domain/foldPolish'

/**
 * `column` contains `query`, letter case and Polish diacritics aside, on PostgreSQL and PGlite
 * alike: both sides folded the same way (src/domain/foldPolish.ts), then ILIKE on plain letters.
 */
export function foldedContains(column: AnyColumn | SQL, query: string): SQL {
  const like = `%${foldPolish(query).replace(/[\\%_]/g, '\\$&')}%`
  return sql`translate(${column}, ${POLISH_LETTERS}, ${PLAIN_LETTERS}) ILIKE ${like}`
}
