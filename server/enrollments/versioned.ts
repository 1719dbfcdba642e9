import { and, eq, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Database } from '../db/client'
import { contentChanges, enrollments } from '../db/schema'
import { apiError } from '../errors'
import { notFound } from '../routes/gazda/common'
import type { ChangeAction } from '../repositories/contentChanges'
import { conflictOf, ENROLLMENT_KIND, etagOf } from './record'

/** A transaction's handle: what a change of an enrolment does with the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

export const IF_MATCH_MESSAGE =
  'Nagłówek If-Match musi podawać wersję zgłoszenia w cudzysłowie, np. "3". Odśwież stronę i spróbuj ponownie.'

/**
 * The version a change was made on: If-Match: "3" (also W/"3", which a proxy may have weakened),
 * or none when the header is absent or `*` (the API's first clients change without it).
 */
export function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match']
  if (header === undefined) return undefined
  const value = (Array.isArray(header) ? header.join(',') : header).trim()
  if (value === '*') return undefined
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(value)
  if (!match) throw apiError(400, 'INVALID_IF_MATCH', IF_MATCH_MESSAGE)
  return Number(match[1])
}

/** Thrown inside a change's transaction when the enrolment is not at the version it was made on. */
class StaleVersion extends Error {}

/**
 * Locks the enrolment's row for the rest of the transaction and checks its version: a change
 * made on another version is refused (409) before it writes anything. Two admins 300 ms apart
 * both wait for this lock; the second finds the version the first raised.
 */
export async function lockEnrollment(tx: Tx, id: number, expected: number | undefined) {
  const [row] = await tx
    .select({ status: enrollments.status, version: enrollments.version })
    .from(enrollments)
    .where(eq(enrollments.id, id))
    .for('update')
  if (!row) throw notFound()
  if (expected !== undefined && row.version !== expected) throw new StaleVersion()
  return row
}

/**
 * Raises the version by one, with the enrolment's own changes, on the condition that it is still
 * the version lockEnrollment found (UPDATE … WHERE version = ?: no row, no change).
 */
export async function raiseVersion(
  tx: Tx,
  id: number,
  version: number,
  set: Partial<typeof enrollments.$inferInsert> = {},
) {
  const [after] = await tx
    .update(enrollments)
    .set({ ...set, version: sql`${enrollments.version} + 1` })
    .where(and(eq(enrollments.id, id), eq(enrollments.version, version)))
    .returning({
      version: enrollments.version,
      status: enrollments.status,
      statusChangedAt: enrollments.statusChangedAt,
    })
  if (!after) throw new StaleVersion()
  return after
}

/** The history's entry of a change: never a person's data, with the version it made. */
export async function recordChange(
  tx: Tx,
  change: { userId: number; id: number; action: ChangeAction; summary: string; version: number },
) {
  await tx.insert(contentChanges).values({
    userId: change.userId,
    kind: ENROLLMENT_KIND,
    recordId: String(change.id),
    action: change.action,
    summary: change.summary,
    recordVersion: change.version,
  })
}

/**
 * Runs a change of enrolment `id` in one transaction on the version If-Match names. A stale one
 * answers 409 with the record as it is now and the changes made since (EnrollmentConflict).
 */
export async function versioned<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  change: (tx: Tx, expected: number | undefined) => Promise<T>,
): Promise<{ done: true; value: T } | { done: false }> {
  const expected = ifMatchOf(request)
  try {
    return { done: true, value: await db.transaction((tx) => change(tx, expected)) }
  } catch (error) {
    if (!(error instanceof StaleVersion)) throw error
    const conflict = await conflictOf(db, id, expected ?? 0)
    if (!conflict) throw notFound()
    await reply.code(409).header('etag', etagOf(conflict.current.version)).send(conflict)
    return { done: false }
  }
}
