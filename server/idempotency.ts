import { createHash } from 'node:crypto'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Database } from './db/client'
import { idempotencyKeys } from './db/schema'
import { apiError } from './errors'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface StoredResponse {
  status: number
  body: Record<string, unknown>
}

/** A request still marked as running after this long died with its server: a retry may run it. */
const ABANDONED_AFTER = '2 minutes'
const KEY = /^[\x21-\x7e]{1,255}$/

/** The Idempotency-Key of a request, or undefined; a malformed one is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key']
  if (key === undefined) return undefined
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw apiError(400, 'INVALID_IDEMPOTENCY_KEY', 'Nagłówek Idempotency-Key jest nieprawidłowy.')
  }
  return key
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex')

/**
 * Runs a request once per key (IETF draft "The Idempotency-Key HTTP Header Field"): the same key
 * with the same body answers the first answer again; with another body, 422; while the first is
 * still running, 409. `run` gets a transaction in which its answer is recorded too, so that a
 * crash can never leave the work done and the key unanswered.
 */
export async function idempotent(
  db: Database,
  scope: string,
  key: string | undefined,
  body: unknown,
  run: (tx: Transaction) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed?: boolean }> {
  if (key === undefined) return db.transaction(run)
  const bodyHash = hashOf(body)
  const mine = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        mine,
        sql`${idempotencyKeys.responseStatus} IS NULL`,
        lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED_AFTER}::interval`),
      ),
    )
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ scope, key, bodyHash })
    .onConflictDoNothing()
    .returning()
  if (claimed.length === 0) {
    const [first] = await db.select().from(idempotencyKeys).where(mine)
    if (!first) throw apiError(409, 'REQUEST_IN_PROGRESS', 'To zgłoszenie jest właśnie zapisywane.')
    if (first.bodyHash !== bodyHash) {
      throw apiError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        'Ten klucz Idempotency-Key użyto z innymi danymi.',
      )
    }
    if (first.responseStatus === null) {
      throw apiError(409, 'REQUEST_IN_PROGRESS', 'To zgłoszenie jest właśnie zapisywane.')
    }
    const stored = first.responseBody as Record<string, unknown>
    return { status: first.responseStatus, body: stored, replayed: true }
  }
  try {
    return await db.transaction(async (tx) => {
      const response = await run(tx)
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: response.status, responseBody: response.body })
        .where(mine)
      return response
    })
  } catch (error) {
    // Nothing was done: free the key, so that a retry runs the request again.
    await db.delete(idempotencyKeys).where(mine)
    throw error
  }
}

/**
 * Frees the keys of requests that were still running when the last server stopped (killed, power
 * cut): their work was never committed, so a retry must run them again now, not get 409 for the
 * next two minutes. Only for a database no other server can be using (PGlite behind DATA_DIR's
 * lock); on PostgreSQL the two-minute rule above frees them.
 */
export async function releaseInterruptedKeys(db: Database): Promise<number> {
  const freed = await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.responseStatus} IS NULL`)
    .returning({ key: idempotencyKeys.key })
  return freed.length
}
