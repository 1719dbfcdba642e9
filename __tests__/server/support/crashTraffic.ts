import { randomUUID } from 'node:crypto'
import { MAX_EVENTS_PER_BATCH, type TrackEvent } from '../../../src/domain/tracker'
import { family, student } from '../../domain/enrollment/fixtures'

// What the crash test sent, and which of it the server acknowledged with a 2xx.

export interface SentEnrollment {
  /** Absent: sent without an Idempotency-Key, so never sent again. */
  key?: string
  firstNames: string[]
  body: object
  /** The number of the 201 answer, once one came. */
  number?: string
}

export interface Ledger {
  enrollments: SentEnrollment[]
  /** Sessions the server answered 201 for. */
  sessions: Set<string>
  batches: { events: TrackEvent[]; acknowledged: boolean }[]
  /** Answers that are neither a 2xx nor a retryable 409: each one is a failure of the test. */
  unexpected: string[]
  retriedEnrollments: number
  retriedBatches: number
}

export const newLedger = (): Ledger => ({
  enrollments: [],
  sessions: new Set(),
  batches: [],
  unexpected: [],
  retriedEnrollments: 0,
  retriedBatches: 0,
})

/** A small seeded generator (mulberry32), so that a failing run can be repeated by its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'
const json = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/json',
  'user-agent': BROWSER,
  ...extra,
})

/**
 * Senders that keep the server busy until `stop()` is called: enrolments (three in four with an
 * Idempotency-Key, unanswered ones sent again with the same key first, as the form does) and
 * tracker sessions with batches of 1–48 events (unanswered batches sent again as they were).
 */
export function startTraffic(base: string, ledger: Ledger, random: () => number, round: number) {
  let stopped = false
  let counter = 0
  const answered = { enrollment: false, batch: false }
  let settle!: () => void
  const bothAnswered = new Promise<void>((resolve) => {
    settle = resolve
  })
  const note = (kind: keyof typeof answered) => {
    answered[kind] = true
    if (answered.enrollment && answered.batch) settle()
  }
  const call = async (method: string, url: string, body: unknown, headers = json()) => {
    const response = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const sendEnrollment = async (sent: SentEnrollment) => {
    const headers = json(sent.key ? { 'idempotency-key': sent.key } : {})
    const answer = await call('POST', '/api/enrollments', sent.body, headers)
    if (answer.status === 201) {
      sent.number = String(answer.body.number)
      note('enrollment')
    }
    // 409: the same key is still marked as running (its first request died with the server).
    else if (answer.status !== 409) ledger.unexpected.push(`enrolment ${answer.status}`)
  }

  const enrollmentSender = async (sender: number) => {
    const unanswered = ledger.enrollments.filter((sent) => sent.key && !sent.number)
    for (const sent of unanswered.filter((_, i) => i % 3 === sender)) {
      if (stopped) return
      ledger.retriedEnrollments += 1
      await sendEnrollment(sent).catch(() => undefined)
    }
    while (!stopped) {
      counter += 1
      const names = Array.from(
        { length: 1 + Math.floor(random() * 3) },
        (_, child) => `Dziecko${round}x${counter}x${child}`,
      )
      const sent: SentEnrollment = {
        key: random() < 0.75 ? randomUUID() : undefined,
        firstNames: names,
        body: family({
          students: names.map((firstName) =>
            student({ firstName, level: 'klasa-2', buildingId: '1' }),
          ),
        }),
      }
      ledger.enrollments.push(sent)
      await sendEnrollment(sent).catch(() => undefined)
    }
  }

  const sendBatch = async (batch: Ledger['batches'][number]) => {
    const answer = await call('PATCH', '/api/tracker/', batch.events)
    if (answer.status === 200) {
      batch.acknowledged = true
      note('batch')
    } else ledger.unexpected.push(`tracker batch ${answer.status}`)
  }

  const trackerSender = async (sender: number) => {
    const unanswered = ledger.batches.filter((batch) => !batch.acknowledged)
    for (const batch of unanswered.filter((_, i) => i % 2 === sender)) {
      if (stopped) return
      ledger.retriedBatches += 1
      await sendBatch(batch).catch(() => undefined)
    }
    let sessionId: string | undefined
    let event = 0
    const sessionStart = Date.now()
    while (!stopped) {
      try {
        if (!sessionId) {
          const time = new Date().toISOString()
          const answer = await call('POST', '/api/tracker/', [
            { time, action: 'create-session-id' },
          ])
          if (answer.status !== 201) {
            ledger.unexpected.push(`tracker session ${answer.status}`)
            continue
          }
          sessionId = String(answer.body.sessionId)
          ledger.sessions.add(sessionId)
          continue
        }
        const size = 1 + Math.floor(random() * MAX_EVENTS_PER_BATCH)
        const events = Array.from({ length: size }, (): TrackEvent => {
          event += 1
          return {
            sessionId: sessionId!,
            // Near the server's clock: events two days old are dropped (issue #32).
            time: new Date(sessionStart + event).toISOString(),
            domain: 'polskaszkolalombard.org',
            action: 'route',
            from: '/',
            to: `/runda-${round}/${event}/`,
          }
        })
        const batch = { events, acknowledged: false }
        ledger.batches.push(batch)
        await sendBatch(batch)
      } catch {
        // The server is gone: what was unanswered is sent again in the next round.
      }
    }
  }

  const senders = [0, 1, 2].map(enrollmentSender).concat([0, 1].map(trackerSender))
  return {
    /** Once an enrolment and a batch were answered in this round: the traffic is under way. */
    underWay: bothAnswered,
    stop: async () => {
      stopped = true
      await Promise.all(senders)
    },
  }
}
