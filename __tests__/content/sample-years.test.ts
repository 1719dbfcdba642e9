import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { load } from 'js-yaml'
import { writeSampleYear } from '../../scripts/sample-content'
import { contentErrors } from '../../src/domain/content/kinds'
import { schoolYearOf } from '../../src/domain/schoolTime'

// Issue #19: the sample calendar, parent duty and homework of any school year, made from the
// 2025/2026 sample, pass the build's checks, fall in that year, and never overwrite a file.
const CONTENT = path.join(__dirname, '../../content')
let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sample-years-'))
  for (const part of ['calendar', 'homework', 'parent-duty.yaml']) {
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
    const written = writeSampleYear(dir, '2028-2029').map((f) => path.relative(dir, f))
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

  it('leaves a year that already has its files alone', () => {
    const before = readdirSync(path.join(dir, 'homework')).length
    expect(writeSampleYear(dir, '2026-2027')).toEqual([])
    expect(readdirSync(path.join(dir, 'homework'))).toHaveLength(before)
  })
})
