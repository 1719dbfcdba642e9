import { type Column, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { enrollments, subscribers, surveyAnswers } from '../../../server/db/schema'

type WithLanguage = typeof enrollments | typeof subscribers | typeof surveyAnswers

/**
 * The language stored in the row of `table` whose `key` column holds `value` (issue #35: what the
 * family's or subscriber's later mail is worded in); undefined when no row has it.
 */
export async function storedLanguage(
  app: FastifyInstance,
  table: WithLanguage,
  key: Column,
  value: string | number,
) {
  const [row] = await app.db.select({ language: table.language }).from(table).where(eq(key, value))
  return row?.language
}
