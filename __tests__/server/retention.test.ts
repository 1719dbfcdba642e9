import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import Fastify from 'fastify'
import { loadConfig } from '../../server/config'
import {
  contentChanges,
  enrollments,
  photoTakedownRequests,
  students,
  surveyAnswers,
  uploads,
} from '../../server/db/schema'
import { createEnrollment } from '../../server/repositories/enrollments'
import {
  RETENTION_EVERY_MS,
  retentionCutoff,
  retentionPlugin,
  runRetention,
  scheduleEvery,
} from '../../server/retention'
import { family, student } from '../domain/enrollment/fixtures'
import { newFamily } from '../domain/survey/fixtures'
import { setUpServer } from './built-site'

// Issue #8 "Retention", on the real database with a fake clock.
const server = setUpServer()
const db = () => server.app.db
const uploadsDir = () => path.join(server.site.config.dataDir, 'uploads')

/** 21 November 2026, in the school year 2026-2027: with 3 years kept, 2023-2024 is the oldest. */
const NOW = new Date('2026-11-21T12:00:00Z')
/** 1 September 2023 began at 05:00 UTC in Chicago (daylight saving time). */
const FIRST_KEPT_MOMENT = new Date('2023-09-01T05:00:00Z')
const JUST_BEFORE = new Date(FIRST_KEPT_MOMENT.getTime() - 1)

async function enrol(schoolYear: string, lastName: string) {
  const created = await createEnrollment(
    db(),
    family({ motherLastName: lastName, students: [student({ lastName }), student({ lastName })] }),
    schoolYear,
  )
  await db()
    .insert(contentChanges)
    .values({
      kind: 'enrollment',
      recordId: String(created.id),
      action: 'status',
      summary: 'new → accepted',
    })
  return created.id
}

async function answer(createdAt: Date) {
  const [row] = await db()
    .insert(surveyAnswers)
    .values({ survey: 'zapisy', answers: newFamily(), createdAt })
    .returning()
  return row!.id
}

async function upload(createdAt: Date) {
  const id = crypto.randomUUID()
  const storedName = `${id}.pdf`
  await mkdir(uploadsDir(), { recursive: true })
  await writeFile(path.join(uploadsDir(), storedName), '%PDF-1.4')
  await db().insert(uploads).values({ id, storedName, mime: 'application/pdf', size: 8, createdAt })
  return { id, file: path.join(uploadsDir(), storedName) }
}

const enrollmentIds = async () =>
  (await db().select({ id: enrollments.id }).from(enrollments)).map((row) => row.id)
const studentsOf = async (ids: number[]) =>
  db().select().from(students).where(inArray(students.enrollmentId, ids))
const historyOf = async (id: number) =>
  db()
    .select()
    .from(contentChanges)
    .where(eq(contentChanges.recordId, String(id)))
const surveyIds = async () =>
  (await db().select({ id: surveyAnswers.id }).from(surveyAnswers)).map((row) => row.id)
const uploadIds = async () =>
  (await db().select({ id: uploads.id }).from(uploads)).map((row) => row.id)

const retain = (now = NOW) =>
  runRetention(db(), { schoolYears: 3, uploadsDir: uploadsDir(), now: () => now })

afterEach(async () => {
  await db().delete(contentChanges)
  await db().delete(students)
  await db().delete(enrollments)
  await db().delete(surveyAnswers)
  await db().delete(uploads)
})

describe('the retention period', () => {
  it('keeps the last 3 school years before the current one, from 1 September school time', () => {
    expect(retentionCutoff(NOW, 3)).toEqual({
      firstKeptSchoolYear: '2023-2024',
      firstKeptDay: '2023-09-01',
    })
    // 31 August 2026, 23:59 in Chicago: still the school year 2025-2026.
    expect(retentionCutoff(new Date('2026-09-01T04:59:59Z'), 3).firstKeptSchoolYear).toBe(
      '2022-2023',
    )
    expect(retentionCutoff(new Date('2026-09-01T05:00:00Z'), 3).firstKeptSchoolYear).toBe(
      '2023-2024',
    )
    expect(retentionCutoff(NOW, 1).firstKeptSchoolYear).toBe('2025-2026')
  })

  it('is 3 school years unless RETENTION_SCHOOL_YEARS says otherwise', () => {
    expect(loadConfig({}).retentionSchoolYears).toBe(3)
    expect(loadConfig({ RETENTION_SCHOOL_YEARS: ' 5 ' }).retentionSchoolYears).toBe(5)
  })

  it.each(['0', '-1', '2.5', 'trzy', '51'])(
    'refuses RETENTION_SCHOOL_YEARS=%s in Polish',
    (bad) => {
      expect(() => loadConfig({ RETENTION_SCHOOL_YEARS: bad })).toThrow(
        `RETENTION_SCHOOL_YEARS musi być liczbą całkowitą od 1 do 50 (lat szkolnych), podano "${bad}".`,
      )
    },
  )
})

describe('the retention job', () => {
  it('deletes enrolments of school years ended more than 3 school years ago, with their students and status history', async () => {
    const expired = await enrol('2022-2023', 'Stara')
    const older = await enrol('2019-2020', 'Dawna')
    const kept = await enrol('2023-2024', 'Nowa')
    const current = await enrol('2026-2027', 'Obecna')

    const result = await retain()

    expect(result).toMatchObject({ enrollments: 2, students: 4 })
    expect((await enrollmentIds()).sort()).toEqual([kept, current].sort())
    expect(await studentsOf([expired, older])).toEqual([])
    expect(await historyOf(expired)).toEqual([])
    expect(await studentsOf([kept, current])).toHaveLength(4)
    expect(await historyOf(kept)).toHaveLength(1)
  })

  it('deletes survey answers and uploads, rows and files, given before 1 September (Chicago) of the oldest kept year', async () => {
    const oldAnswer = await answer(JUST_BEFORE)
    const keptAnswer = await answer(FIRST_KEPT_MOMENT)
    const oldUpload = await upload(JUST_BEFORE)
    const keptUpload = await upload(FIRST_KEPT_MOMENT)

    const result = await retain()

    expect(result).toMatchObject({ surveyAnswers: 1, uploads: 1 })
    expect(await surveyIds()).toEqual([keptAnswer])
    expect(await surveyIds()).not.toContain(oldAnswer)
    expect(await uploadIds()).toEqual([keptUpload.id])
    expect(existsSync(oldUpload.file)).toBe(false)
    expect(existsSync(keptUpload.file)).toBe(true)
  })

  it('deletes photo takedown requests (a contact e-mail, free text) made before the oldest kept year', async () => {
    const report = (createdAt: Date) =>
      db()
        .insert(photoTakedownRequests)
        .values({
          albumYears: '2024-2025',
          albumSlug: 'andrzejki',
          photoName: '01.jpg',
          reason: 'Proszę usunąć',
          contactEmail: 'mama@example.com',
          createdAt,
        })
        .returning()
    await report(JUST_BEFORE)
    const [kept] = await report(FIRST_KEPT_MOMENT)

    expect(await retain()).toMatchObject({ photoReports: 1 })
    const left = await db().select({ id: photoTakedownRequests.id }).from(photoTakedownRequests)
    expect(left).toEqual([{ id: kept!.id }])
  })

  it('deletes nothing more when it runs again, and a row whose file is already gone still goes', async () => {
    const kept = await enrol('2023-2024', 'Nowa')
    await enrol('2020-2021', 'Dawna')
    const lost = await upload(JUST_BEFORE)
    await rm(lost.file)

    expect(await retain()).toMatchObject({ enrollments: 1, uploads: 1 })
    expect(await retain()).toMatchObject({
      enrollments: 0,
      students: 0,
      surveyAnswers: 0,
      uploads: 0,
    })
    expect(await enrollmentIds()).toEqual([kept])
  })

  it('lets a school year go when the clock reaches 1 September, not before', async () => {
    const id = await enrol('2022-2023', 'Graniczna')
    await retain(new Date('2026-09-01T04:59:59Z'))
    expect(await enrollmentIds()).toEqual([id])
    await retain(new Date('2026-09-01T05:00:00Z'))
    expect(await enrollmentIds()).toEqual([])
  })
})

describe('the retention schedule', () => {
  // Only the interval is fake: the database's own timers keep running.
  const onlyIntervals = () =>
    jest.useFakeTimers({
      doNotFake: [
        'Date',
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setTimeout',
        'clearTimeout',
      ],
    })
  afterEach(() => jest.useRealTimers())

  async function until(done: () => Promise<boolean>) {
    for (let i = 0; i < 100 && !(await done()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  it('runs when the server starts, again after a day, and stops when it closes', async () => {
    onlyIntervals()
    const lines: string[] = []
    const app = Fastify({ logger: { level: 'info', stream: { write: (l) => lines.push(l) } } })
    app.decorate('db', db())
    const now = jest.fn(() => NOW)
    await app.register(retentionPlugin, {
      config: { ...server.site.config, retentionSchoolYears: 3 },
      now,
    })
    const first = await enrol('2021-2022', 'Pierwsza')
    await app.ready()
    expect(await enrollmentIds()).not.toContain(first)
    expect(now).toHaveBeenCalledTimes(1)

    const second = await enrol('2022-2023', 'Druga')
    jest.advanceTimersByTime(RETENTION_EVERY_MS - 1)
    expect(now).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(1)
    expect(now).toHaveBeenCalledTimes(2)
    await until(async () => !(await enrollmentIds()).includes(second))
    expect(await enrollmentIds()).not.toContain(second)

    await app.close()
    jest.advanceTimersByTime(10 * RETENTION_EVERY_MS)
    expect(now).toHaveBeenCalledTimes(2)

    // Counts and the cutoff are logged; nothing of the families.
    const logged = lines.filter((line) => line.includes('"event":"retention"'))
    expect(logged.map((line) => JSON.parse(line).enrollments)).toEqual([1, 1])
    expect(logged.join('\n')).not.toMatch(/Pierwsza|Druga|Anna|anna@example\.com|555-0101/)
  })

  it('never starts a run while the last one is still going, and waits for it on stop', async () => {
    jest.useFakeTimers()
    let finish = () => {}
    const job = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const stop = scheduleEvery(job, 1000)
    jest.advanceTimersByTime(3000)
    expect(job).toHaveBeenCalledTimes(1)
    let stopped = false
    const stopping = stop().then(() => (stopped = true))
    await Promise.resolve()
    expect(stopped).toBe(false)
    finish()
    await stopping
    jest.advanceTimersByTime(3000)
    expect(job).toHaveBeenCalledTimes(1)
  })
})
