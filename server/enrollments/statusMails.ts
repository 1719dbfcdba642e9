import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { load } from 'js-yaml'
import { shiftLabel } from '../../src/domain/calendarShifts'
import { formatDateWithWeekday } from '../../src/domain/dates'
import type { EnrollmentStatus } from '../../src/domain/enrollment/status'
import { levelWord, shiftWord, type SchoolNames } from '../../src/domain/enrollment/words'
import statusText from '../../src/domain/i18n/compiled/statusMail'
import { pathIn, type Language } from '../../src/domain/i18n/languages'
import { routes } from '../../src/domain/routes'
import { schoolDay } from '../../src/domain/schoolTime'
import type { AppConfig } from '../config'
import { loadSchoolNames } from '../content/school'
import { enrollments, statusMails, students } from '../db/schema'
import { createMailer, sendSafely, type Mailer, type MailMessage } from '../mail'
import { runFromReady } from '../retention'
import type { Tx } from './versioned'

/**
 * Issue #31: a change of a child's status is mailed to the family a minute after it is made, so
 * that a slip of the finger undone within the minute sends nothing, and two changes within it send
 * only the net one.
 */
export const STATUS_MAIL_DELAY_MS = 60_000
/** How often the due mails are looked for: each goes out at most this long after it is due. */
export const STATUS_MAIL_EVERY_MS = 15_000

declare module 'fastify' {
  interface FastifyInstance {
    /** The status mails of issue #31: sends those due by `now`, answers how many rows it sent. */
    statusMails: { sendDue(now: Date): Promise<number> }
  }
}

/**
 * Queues, in the change's own transaction, the mail for a child whose status goes from `from` to
 * `to`. A mail not sent yet for the child is brought to the net change instead (its `from` kept,
 * its minute started again), or dropped when the child is back where it was.
 */
export async function queueStatusMail(
  tx: Tx,
  studentId: number,
  from: EnrollmentStatus,
  to: EnrollmentStatus,
  now: Date,
) {
  const dueAt = new Date(now.getTime() + STATUS_MAIL_DELAY_MS)
  // Locked: the sender claims rows with SKIP LOCKED, so it cannot send one being changed here,
  // and one it has claimed meanwhile is no longer unsent when this reads it.
  const [pending] = await tx
    .select({ id: statusMails.id, fromStatus: statusMails.fromStatus })
    .from(statusMails)
    .where(and(eq(statusMails.studentId, studentId), isNull(statusMails.sentAt)))
    .orderBy(desc(statusMails.id))
    .limit(1)
    .for('update')
  if (pending) {
    if (pending.fromStatus === to)
      await tx.delete(statusMails).where(eq(statusMails.id, pending.id))
    else
      await tx
        .update(statusMails)
        .set({ toStatus: to, dueAt })
        .where(eq(statusMails.id, pending.id))
    return
  }
  if (from !== to)
    await tx.insert(statusMails).values({ studentId, fromStatus: from, toStatus: to, dueAt })
}

interface Child {
  studentId: number
  enrollmentId: number
  position: number
  firstName: string
  lastName: string
  level: string
  buildingId: number
  status: EnrollmentStatus
  schoolYear: string
}

interface Calendar {
  events?: {
    date?: string | Date
    kind?: string
    shifts?: number[] | null
    classes?: string[] | null
  }[]
}

/**
 * The child's first class day from today on, as content/calendar/{year}.yaml has it: the first
 * "zajęcia" day that is for its shift and class. Undefined when the calendar does not say.
 */
export function firstClassDay(
  contentDir: string,
  child: Pick<Child, 'schoolYear' | 'level' | 'buildingId'>,
  now: Date,
): string | undefined {
  const file = path.join(contentDir, 'calendar', `${child.schoolYear}.yaml`)
  if (!existsSync(file)) return undefined
  let calendar: Calendar | null
  try {
    calendar = load(readFileSync(file, 'utf8')) as Calendar | null
  } catch {
    return undefined
  }
  const today = schoolDay(now)
  const days = (calendar?.events ?? [])
    .filter((event) => event.kind === 'zajecia' && event.date)
    .filter((event) => !event.shifts?.length || event.shifts.includes(child.buildingId))
    .filter((event) => !event.classes?.length || event.classes.includes(child.level))
    // YAML reads an unquoted 2026-09-05 as a Date (midnight UTC), a quoted one as text.
    .map(({ date }) => (date instanceof Date ? date.toISOString() : String(date)).slice(0, 10))
    .filter((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today)
    .sort()
  return days[0]
}

/** Where a wait-listed child stands on its class's list: by enrolment, then the form's order. */
async function waitListPlace(app: FastifyInstance, child: Child): Promise<number | undefined> {
  const list = await app.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(enrollments, eq(enrollments.id, students.enrollmentId))
    .where(
      and(
        eq(students.status, 'waitlisted'),
        eq(students.level, child.level),
        eq(students.buildingId, child.buildingId),
        eq(enrollments.schoolYear, child.schoolYear),
      ),
    )
    .orderBy(asc(enrollments.createdAt), asc(enrollments.id), asc(students.position))
  const index = list.findIndex((row) => row.id === child.studentId)
  return index === -1 ? undefined : index + 1
}

interface MailContext {
  config: Pick<AppConfig, 'contentDir' | 'siteUrl' | 'officeEmail'>
  names: SchoolNames
  now: Date
}

const className = (names: SchoolNames, child: Child, language: Language) => {
  const shift = shiftWord(names, child.buildingId, language)
  return `${levelWord(names, child.level, language)}, ${shiftLabel({ buildingId: child.buildingId, name: shift })}`
}

/** What the status means for the family, and what they do next, in their language. */
async function childLines(
  app: FastifyInstance,
  child: Child,
  context: MailContext,
  language: Language,
) {
  const { config, names, now } = context
  const t = statusText.in(language)
  const email = config.officeEmail
  const office = t('office', { email })
  const head = [
    t('student', {
      name: `${child.firstName} ${child.lastName}`,
      class: className(names, child, language),
    }),
    t('statusLine', { status: t('status', { status: child.status }) }),
  ]
  switch (child.status) {
    case 'accepted': {
      const day = firstClassDay(config.contentDir, child, now)
      return [
        ...head,
        t('accepted'),
        day
          ? t('firstDay', {
              day: formatDateWithWeekday(day, language),
              session: shiftWord(names, child.buildingId, language),
            })
          : t('firstDayLater'),
        t('fees', { url: `${config.siteUrl}${pathIn(routes.page('oplaty-za-szkole'), language)}` }),
        `- ${office}`,
      ]
    }
    case 'waitlisted': {
      const place = await waitListPlace(app, child)
      return [
        ...head,
        t('waitlisted'),
        ...(place ? [t('place', { place })] : []),
        t('willWrite'),
        office,
      ]
    }
    case 'rejected':
      return [...head, t('rejected'), t('questions', { email })]
    case 'withdrawn':
      return [...head, t('withdrawn'), t('mistake', { email })]
    default:
      return [...head, t('pending'), office]
  }
}

/**
 * One mail to a family about its children whose mails are due, or null without an address; in
 * the language the family enrolled in (issue #35).
 */
export async function statusMail(
  app: FastifyInstance,
  enrollment: { number: string; family: Record<string, string>; language?: Language },
  children: Child[],
  context: MailContext,
): Promise<MailMessage | null> {
  const { family, number } = enrollment
  const language = enrollment.language ?? 'pl'
  const t = statusText.in(language)
  const to = [family.motherEmail, family.fatherEmail].filter(
    (email): email is string => typeof email === 'string' && email.trim() !== '',
  )
  if (to.length === 0 || children.length === 0) return null
  const statuses = new Set(children.map((child) => child.status))
  const change =
    statuses.size === 1
      ? t('subjectStatus', { status: t('status', { status: children[0]!.status }) })
      : t('subjectChange')
  const parts = []
  for (const child of children)
    parts.push((await childLines(app, child, context, language)).join('\n'))
  return {
    to,
    subject: t('subject', { number, change }),
    text:
      `${t('greeting')}\n\n` +
      `${t('changed', { number })}\n\n` +
      `${parts.join('\n\n')}\n\n` +
      `${t('closing')}\n`,
  }
}

/**
 * Sends the status mails due by `now`: each row is claimed (marked sent) before its mail goes, so
 * that two senders never mail one change twice; a mail the SMTP server refuses is kept in the
 * outbox for an admin to send again (server/mail.ts). One mail per family per run.
 */
async function sendDue(
  app: FastifyInstance,
  mailer: Mailer,
  config: MailContext['config'],
  now: Date,
): Promise<number> {
  const due = app.db
    .select({ id: statusMails.id })
    .from(statusMails)
    .where(and(isNull(statusMails.sentAt), lte(statusMails.dueAt, now)))
    .for('update', { skipLocked: true })
  const claimed = await app.db
    .update(statusMails)
    .set({ sentAt: now })
    .where(inArray(statusMails.id, due))
    .returning({ studentId: statusMails.studentId, toStatus: statusMails.toStatus })
  if (claimed.length === 0) return 0
  const rows = await app.db
    .select({
      studentId: students.id,
      enrollmentId: students.enrollmentId,
      position: students.position,
      firstName: students.firstName,
      lastName: students.lastName,
      level: students.level,
      buildingId: students.buildingId,
      schoolYear: enrollments.schoolYear,
      number: enrollments.number,
      family: enrollments.family,
      language: enrollments.language,
    })
    .from(students)
    .innerJoin(enrollments, eq(enrollments.id, students.enrollmentId))
    .where(
      inArray(
        students.id,
        claimed.map((row) => row.studentId),
      ),
    )
    .orderBy(asc(students.enrollmentId), asc(students.position))
  const context: MailContext = { config, names: loadSchoolNames(config.contentDir), now }
  const families = new Map<number, typeof rows>()
  for (const row of rows)
    families.set(row.enrollmentId, [...(families.get(row.enrollmentId) ?? []), row])
  for (const members of families.values()) {
    const children = members.map((row) => ({
      ...row,
      // The status the mail was queued for: the net change, whatever came after it.
      status: claimed.find((c) => c.studentId === row.studentId)!.toStatus as EnrollmentStatus,
    }))
    const first = members[0]!
    const family = first.family as Record<string, string>
    const message = await statusMail(
      app,
      { number: first.number, family, language: first.language },
      children,
      context,
    )
    if (message) await sendSafely(mailer, message, app.log, 'enrollment-status')
  }
  return claimed.length
}

/** Sends the status mails due by `now` (the tests' clock; the app's timer uses the real one). */
export const sendDueStatusMails = (app: FastifyInstance, now: Date) => app.statusMails.sendDue(now)

/**
 * The sender, at start and every STATUS_MAIL_EVERY_MS until the app closes. The office's change is
 * not a stranger's write: its mails go through a mailer of their own, past the daily caps of
 * issue #17 (server/limits/mailCap.ts), which would drop the fourth change of a busy day.
 */
export const statusMailsPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      from: config.mailFrom,
    })
    app.decorate('statusMails', { sendDue: (now: Date) => sendDue(app, mailer, config, now) })
    runFromReady(
      app,
      async () => {
        try {
          const sent = await sendDue(app, mailer, config, new Date())
          if (sent > 0) app.log.info({ event: 'status-mails', sent }, 'status mails sent')
        } catch (error) {
          app.log.error({ err: error, event: 'status-mails' }, 'status mails failed')
        }
      },
      STATUS_MAIL_EVERY_MS,
    )
  },
  { name: 'status-mails' },
)
