import { rm } from 'node:fs/promises'
import path from 'node:path'
import { lt, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { schoolYearOf } from '../src/domain/dates'
import type { AppConfig } from './config'
import type { Database } from './db/client'
import { enrollments, photoTakedownRequests, surveyAnswers, uploads } from './db/schema'
import { deleteCounted } from './repositories/deleteCounted'
import { deleteFamilies } from './routes/gazda/familyData/repository'
import { SCHOOL_TIME_ZONE, schoolDay } from './time'
import { runSubscriptionRetention } from './subscriptions/retention'
import { runTrackerRetention } from './tracker/retention'

// Issue #8: private data is kept for RETENTION_SCHOOL_YEARS school years after its own ends.

export const RETENTION_EVERY_MS = 24 * 60 * 60 * 1000

export interface RetentionCutoff {
  /** The oldest school year kept ("2023-2024"): older enrolments go. */
  firstKeptSchoolYear: string
  /** Its first day (1 September, school time): survey answers and uploads from before it go. */
  firstKeptDay: string
}

/** With 3 school years on 21 Nov 2026 (in 2026-2027): 2023-2024 is kept, 2022-2023 is not. */
export function retentionCutoff(now: Date, schoolYears: number): RetentionCutoff {
  const current = Number(schoolYearOf(schoolDay(now)).slice(0, 4))
  const first = current - schoolYears
  return { firstKeptSchoolYear: `${first}-${first + 1}`, firstKeptDay: `${first}-09-01` }
}

export interface RetentionOptions {
  schoolYears: number
  /** DATA_DIR/uploads, where server/routes/uploads.ts keeps the files. */
  uploadsDir: string
  now?: () => Date
}

export interface RetentionCounts {
  enrollments: number
  students: number
  surveyAnswers: number
  uploads: number
  /** Photo takedown requests: a contact e-mail and free text (issue #10). */
  photoReports: number
}

/** Deletes what is past the retention period; running it again deletes nothing more. */
export async function runRetention(
  db: Database,
  { schoolYears, uploadsDir, now = () => new Date() }: RetentionOptions,
): Promise<RetentionCounts & RetentionCutoff> {
  const cutoff = retentionCutoff(now(), schoolYears)
  const expired = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(lt(enrollments.schoolYear, cutoff.firstKeptSchoolYear))
  const families = await deleteFamilies(
    db,
    expired.map((row) => row.id),
  )
  // Midnight of that day in the school's time zone, whatever the database's own zone is.
  const firstKeptMoment = sql`(${cutoff.firstKeptDay}::timestamp AT TIME ZONE ${sql.raw(`'${SCHOOL_TIME_ZONE}'`)})`
  const answers = await deleteCounted(
    db,
    surveyAnswers,
    lt(surveyAnswers.createdAt, firstKeptMoment),
  )
  // Uploads name no enrolment in the schema: their own date is all that can age them. Files go
  // first, so that an interrupted run leaves rows that the next run deletes, never lost files.
  const oldUploads = await db
    .select({ storedName: uploads.storedName })
    .from(uploads)
    .where(lt(uploads.createdAt, firstKeptMoment))
  for (const { storedName } of oldUploads) {
    await rm(path.join(uploadsDir, storedName), { force: true })
  }
  return {
    ...cutoff,
    ...families,
    surveyAnswers: answers,
    uploads: await deleteCounted(db, uploads, lt(uploads.createdAt, firstKeptMoment)),
    photoReports: await deleteCounted(
      db,
      photoTakedownRequests,
      lt(photoTakedownRequests.createdAt, firstKeptMoment),
    ),
  }
}

/** Runs `job` every `every` ms, never two at once; `stop` waits for a run in progress. */
export function scheduleEvery(job: () => Promise<void>, every: number) {
  let running: Promise<void> | undefined
  const tick = () => {
    running ??= job().finally(() => {
      running = undefined
    })
  }
  const timer = setInterval(tick, every)
  // The schedule alone must not keep the process alive.
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}

/** `job` once the app is ready (its database open), then every `every` ms until it closes. */
export function runFromReady(app: FastifyInstance, job: () => Promise<void>, every: number) {
  let stop: (() => Promise<void>) | undefined
  app.addHook('onReady', async () => {
    await job()
    stop = scheduleEvery(job, every)
  })
  app.addHook('onClose', async () => {
    await stop?.()
  })
}

/**
 * The retention job at start (once the database is open) and then daily, until the app closes:
 * private data by school years, tracker rows by TRACKER_RETENTION_MONTHS (issue #17), and
 * subscriptions never confirmed after PENDING_KEPT_DAYS (issue #34).
 */
export const retentionPlugin = fp<{ config: AppConfig; now?: () => Date }>(
  async (app: FastifyInstance, { config, now }) => {
    const uploadsDir = path.join(config.dataDir, 'uploads')
    // Counts and the cutoff only: never what was deleted.
    const run = async () => {
      try {
        // One reading of the clock for the whole run.
        const at = (now ?? (() => new Date()))()
        const result = await runRetention(app.db, {
          schoolYears: config.retentionSchoolYears,
          uploadsDir,
          now: () => at,
        })
        app.log.info({ event: 'retention', ...result }, 'retention: expired private data deleted')
        const months = config.trackerRetentionMonths
        const tracker = await runTrackerRetention(app.db, { months, now: () => at })
        app.log.info({ event: 'tracker-retention', months, ...tracker }, 'old tracker rows deleted')
        const lists = await runSubscriptionRetention(app.db, { now: () => at })
        app.log.info(
          { event: 'subscription-retention', ...lists },
          'unconfirmed subscriptions deleted',
        )
      } catch (error) {
        app.log.error({ err: error, event: 'retention' }, 'retention job failed')
      }
    }
    runFromReady(app, run, RETENTION_EVERY_MS)
  },
  { name: 'retention' },
)
