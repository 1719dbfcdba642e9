import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { load } from 'js-yaml'
import { writeSampleYear } from '../../scripts/sample-content'
import { easterSunday, holidayOf } from '../../scripts/sample-content/holidays'
import { SAMPLE_MARK } from '../../scripts/sample-content/shift'
import { contentErrors } from '../../src/domain/content/kinds'
import { schoolYearOf } from '../../src/domain/schoolTime'

// Issue #19: the sample calendar, parent duty and homework of any school year, made from the
// 2025/2026 sample, pass the build's checks, fall in that year, and never overwrite a file.
const CONTENT = path.join(__dirname, '../../content')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sample-years-'))
  for (const part of [
    'calendar',
    'homework',
    'parent-duty.yaml',
    'sections',
    'gallery/2026-2027',
  ]) {
    cpSync(path.join(CONTENT, part), path.join(dir, part), { recursive: true })
  }
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const fields = (file: string) => {
  const text = readFileSync(path.join(dir, file), 'utf8')
  return load(file.endsWith('.md') ? /^---\n([\s\S]*?)\n---/.exec(text)![1]! : text) as never
}
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v))
const isSaturday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 6

describe('the sample content of a school year', () => {
  it('is written for 2028/2029 with Saturdays in that year, passing the content checks', () => {
    const written = writeSampleYear(dir, '2028-2029', '2029-08-01').map((f) =>
      path.relative(dir, f),
    )
    expect(written).toContain('calendar/2028-2029.yaml')
    expect(written).toContain('parent-duty.yaml')
    for (const file of written)
      expect([file, contentErrors(file, fields(file))]).toEqual([file, []])
    const calendar = fields('calendar/2028-2029.yaml') as {
      events: { date: string; kind: string }[]
    }
    const schoolDays = calendar.events.filter((e) => e.kind === 'zajecia').map((e) => day(e.date))
    expect(schoolDays.every(isSaturday)).toBe(true)
    expect(new Set(calendar.events.map((e) => schoolYearOf(day(e.date))))).toEqual(
      new Set(['2028-2029']),
    )
    expect(JSON.stringify(calendar)).toContain('Rozpoczęcie roku szkolnego 2028/2029')
    const homework = written.filter((f) => f.startsWith('homework/'))
    expect(homework.length).toBeGreaterThan(40)
    for (const file of homework) {
      const task = fields(file) as { assigned: unknown; due: unknown }
      expect(schoolYearOf(day(task.assigned))).toBe('2028-2029')
    }
  })

  // Issue #33: the sample could be the live site on any date.
  it('puts each day off on its real date that year, and announces no cancellation', () => {
    writeSampleYear(dir, '2028-2029', '2029-08-01')
    const { events } = fields('calendar/2028-2029.yaml') as {
      events: { date: unknown; title: string; kind: string; note?: string }[]
    }
    const off = Object.fromEntries(
      events.filter((e) => e.kind === 'wolne').map((e) => [holidayOf(e.title), day(e.date)]),
    )
    // Thanksgiving 23 November 2028, the Saturday of Christmas week (21–27 December), Easter 1 April 2029,
    // the parade on the first Saturday of May, Memorial Day 28 May 2029.
    expect(off).toEqual({
      thanksgiving: '2028-11-25',
      christmas: '2028-12-23',
      newYear: '2028-12-30',
      springBreak: '2029-03-24',
      holySaturday: '2029-03-31',
      parade: '2029-05-05',
      memorialDay: '2029-05-26',
    })
    expect(events.filter((e) => /odwołane|śnieżyc/i.test(e.title))).toEqual([])
    const classDays = new Set(events.filter((e) => e.kind === 'zajecia').map((e) => day(e.date)))
    expect([...classDays].filter((d) => Object.values(off).includes(d))).toEqual([])
    // Every note that says when classes come back names a class Saturday of that year.
    const returns = events.flatMap(
      (e) => /Zajęcia wracają (\d+) (\p{L}+)/u.exec(e.note ?? '') ?? [],
    )
    expect(returns).toEqual([
      'Zajęcia wracają 6 stycznia',
      '6',
      'stycznia',
      'Zajęcia wracają 7 kwietnia',
      '7',
      'kwietnia',
    ])
    expect(classDays.has('2029-01-06') && classDays.has('2029-04-07')).toBe(true)
  })

  it('computes Easter on its real dates', () => {
    expect(['2026', '2027', '2029', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
      '2026-04-05',
      '2027-03-28',
      '2029-04-01',
      '2038-04-25',
    ])
  })

  it('writes no homework assigned after the day it runs, and adds it when run again later', () => {
    const assigned = (files: string[]) =>
      files
        .filter((f) => f.startsWith(path.join(dir, 'homework')))
        .map((f) => day((fields(path.relative(dir, f)) as { assigned: unknown }).assigned))
    const early = assigned(writeSampleYear(dir, '2028-2029', '2028-10-01'))
    expect(early.length).toBeGreaterThan(0)
    expect(early.every((d) => d <= '2028-10-01')).toBe(true)
    const later = assigned(writeSampleYear(dir, '2028-2029', '2029-01-15'))
    expect(later.length).toBeGreaterThan(0)
    expect(later.every((d) => d > '2028-10-01' && d <= '2029-01-15')).toBe(true)
  })

  it('names the year written in the sections’ intros', () => {
    writeSampleYear(dir, '2028-2029', '2028-10-01')
    const intro = readFileSync(path.join(dir, 'sections/calendar.md'), 'utf8')
    expect(intro).toContain('w roku szkolnym 2028/2029')
    expect(intro).not.toMatch(/roku szkolnym 20(2[0-7])\//)
  })

  it('leaves a year that already has its files alone', () => {
    const before = readdirSync(path.join(dir, 'homework')).length
    expect(writeSampleYear(dir, '2026-2027', '2026-11-27')).toEqual([])
    expect(readdirSync(path.join(dir, 'homework'))).toHaveLength(before)
  })
})

describe('the repository’s sample calendars', () => {
  it('announce no day off that no rule knows, such as a snow day ahead', () => {
    const files = readdirSync(path.join(CONTENT, 'calendar'))
    const samples = files.filter((f) =>
      readFileSync(path.join(CONTENT, 'calendar', f), 'utf8').includes(SAMPLE_MARK),
    )
    expect(samples.length).toBeGreaterThan(0)
    for (const file of samples) {
      const { events } = load(readFileSync(path.join(CONTENT, 'calendar', file), 'utf8')) as {
        events: { title: string; kind: string }[]
      }
      const unknown = events.filter((e) => e.kind === 'wolne' && !holidayOf(e.title))
      expect([file, unknown]).toEqual([file, []])
    }
  })
})
