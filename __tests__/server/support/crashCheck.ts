import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import type { Ledger } from './crashTraffic'

export interface Checked {
  enrollments: number
  sessions: number
  batches: number
  events: number
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Every acknowledged enrolment, session and tracker batch is in the database exactly once, with
 * what was sent; nothing sent (answered or not) is there twice. Plain reads of the tables, so a
 * duplicate would show even if a unique index were damaged.
 */
export async function checkAcknowledged(db: Database, ledger: Ledger) {
  const problems: string[] = []
  const stored = await rows<{ number: string; names: string[] }>(
    db,
    sql`SELECT e.number, array_agg(s.first_name ORDER BY s.position) AS names
        FROM enrollments e JOIN students s ON s.enrollment_id = e.id GROUP BY e.number`,
  )
  const numbersByName = new Map<string, string[]>()
  for (const { number, names } of stored) {
    for (const name of names) numbersByName.set(name, [...(numbersByName.get(name) ?? []), number])
  }
  const keys = await rows<{ key: string; number: string | null }>(
    db,
    sql`SELECT key, response_body->>'number' AS number FROM idempotency_keys
        WHERE scope = 'enrollments'`,
  )
  const numberByKey = new Map(keys.map((row) => [row.key, row.number]))
  const namesByNumber = new Map(stored.map((row) => [row.number, row.names]))

  let enrollments = 0
  for (const sent of ledger.enrollments) {
    const numbers = sent.firstNames.flatMap((name) => numbersByName.get(name) ?? [])
    const distinct = [...new Set(numbers)]
    if (distinct.length > 1 || numbers.length > sent.firstNames.length) {
      problems.push(`enrolment ${sent.firstNames[0]} stored more than once: ${distinct.join(', ')}`)
    }
    if (!sent.number) continue
    enrollments += 1
    const names = namesByNumber.get(sent.number)
    if (!names) problems.push(`acknowledged enrolment ${sent.number} is missing`)
    else if (names.join() !== sent.firstNames.join()) {
      problems.push(`enrolment ${sent.number} holds ${names.join()} instead of ${sent.firstNames}`)
    }
    if (sent.key && numberByKey.get(sent.key) !== sent.number) {
      problems.push(`the key of enrolment ${sent.number} answers ${numberByKey.get(sent.key)}`)
    }
  }

  const sessions = new Set(
    (await rows<{ id: string }>(db, sql`SELECT id::text AS id FROM tracker_sessions`)).map(
      (row) => row.id,
    ),
  )
  for (const id of ledger.sessions) {
    if (!sessions.has(id)) problems.push(`acknowledged tracker session ${id} is missing`)
  }

  const events = new Map<string, { count: number; to: string | null }>()
  const storedEvents = await rows<{ session: string; time: string; to: string | null }>(
    db,
    sql`SELECT session_id::text AS session, time, to_path AS to FROM tracker_events`,
  )
  for (const { session, time, to } of storedEvents) {
    const name = `${session} ${time}`
    events.set(name, { count: (events.get(name)?.count ?? 0) + 1, to })
  }
  let batches = 0
  let eventCount = 0
  for (const batch of ledger.batches) {
    for (const event of batch.events) {
      const found = events.get(`${event.sessionId} ${event.time}`)
      if (found && found.count > 1) problems.push(`event ${event.time} stored ${found.count} times`)
      if (!batch.acknowledged) continue
      eventCount += 1
      if (!found) problems.push(`acknowledged event ${event.sessionId} ${event.time} is missing`)
      else if (found.to !== event.to) problems.push(`event ${event.time} goes to ${found.to}`)
    }
    if (batch.acknowledged) batches += 1
  }
  const checked: Checked = {
    enrollments,
    sessions: ledger.sessions.size,
    batches,
    events: eventCount,
  }
  return { problems, checked }
}
