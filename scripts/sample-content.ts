// `npx tsx scripts/sample-content.ts [YYYY-YYYY]`: writes the sample calendar, parent duty and
// homework of a school year (default: the current one in Chicago) into content/, made from the
// 2025/2026 sample by scripts/sample-content/shift.ts (issue #19), with the days off on their real
// dates (scripts/sample-content/holidays.ts) and no homework assigned after the day it runs (issue
// #33). It never overwrites: a year that already has a calendar, duties or a homework file keeps
// them; the sections' intros are brought to the year written, and a year whose first Saturday has
// passed gets its opening's album (scripts/sample-content/album.ts). The school replaces the samples
// with its own files; the build never runs this (content/ stays what people wrote).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import { formatDate } from '../src/domain/dates'
import {
  addDays,
  compareDays,
  currentSchoolYear,
  schoolDay,
  schoolYearLabel,
  schoolYearOf,
} from '../src/domain/schoolTime'
import { drawSamplePhotos, writeSampleAlbums } from './sample-content/album'
import { holidayOf, holidaySaturdays } from './sample-content/holidays'
import { SAMPLE_MARK, TEMPLATE_YEAR, shifter, type Shifter } from './sample-content/shift'

type Row = Record<string, unknown>
const asText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value)

function dump(value: unknown): string {
  // Days unquoted, as editors write them; times quoted, as YAML 1.1 would read 09:00 as a number.
  return yaml.dump(value, { lineWidth: 100 }).replace(/'(\d{4}-\d{2}-\d{2})'/g, '$1')
}

/** "Zajęcia wracają 10 stycznia." names the next class Saturday, which moves with the holiday. */
const RETURN_NOTE = /Zajęcia wracają \d+ \p{L}+/u
const dayAndMonth = (day: string) => formatDate(day).replace(/ \d{4}$/, '')

function writeCalendar(contentDir: string, s: Shifter): string[] {
  const target = path.join(contentDir, 'calendar', `${s.years}.yaml`)
  if (existsSync(target)) return []
  const template = yaml.load(
    readFileSync(path.join(contentDir, 'calendar', `${TEMPLATE_YEAR}.yaml`), 'utf8'),
  ) as { events: Row[] }
  const holidays = holidaySaturdays(Number(s.years.slice(0, 4)))
  const templateDays = template.events.map((e) => asText(e.date))
  // Days off on their rules' Saturdays; the template's cancellations (a snow day) are left out.
  const daysOff = new Set(
    template.events.flatMap((e) => {
      const rule = e.kind === 'wolne' ? holidayOf(String(e.title)) : null
      return rule ? [holidays[rule]] : []
    }),
  )
  const nextClassDay = (day: string) => {
    let next = addDays(day, 7)
    while (daysOff.has(next)) next = addDays(next, 7)
    return next
  }
  const classDays = templateDays.filter((_, i) => template.events[i]!.kind === 'zajecia')
  const first = s.day(classDays[0]!)
  const last = s.day(classDays.at(-1)!)
  const planned: { order: number; event: Row }[] = []
  for (let day = first; day <= last; day = addDays(day, 7)) {
    if (!daysOff.has(day))
      planned.push({ order: -1, event: { date: day, title: 'Zajęcia', kind: 'zajecia' } })
  }
  template.events.forEach((e, order) => {
    if (e.kind === 'zajecia') return
    const rule = holidayOf(String(e.title))
    if (e.kind === 'wolne' && !rule) return
    let date = rule ? holidays[rule] : s.day(asText(e.date))
    // An event of a class Saturday that lands on a day off this year moves to the Saturday before.
    while (!rule && daysOff.has(date)) date = addDays(date, -7)
    const note = e.note
      ? s
          .text(String(e.note))
          .replace(RETURN_NOTE, () => `Zajęcia wracają ${dayAndMonth(nextClassDay(date))}`)
      : undefined
    planned.push({
      order,
      event: { ...e, date, title: s.text(String(e.title)), ...(note ? { note } : {}) },
    })
  })
  const events = planned
    .sort((a, b) => compareDays(String(a.event.date), String(b.event.date)) || a.order - b.order)
    .map((p) => p.event)
  const header = `# ${SAMPLE_MARK}.\n# Kalendarz zajęć roku szkolnego ${s.years}.\n`
  writeFileSync(target, header + dump({ schoolYear: s.years, events }))
  return [target]
}

function writeParentDuty(contentDir: string, s: Shifter): string[] {
  const file = path.join(contentDir, 'parent-duty.yaml')
  const text = readFileSync(file, 'utf8')
  const duties = (yaml.load(text) as Row[]).map((d) => ({ ...d, date: asText(d.date) }))
  if (duties.some((d) => schoolYearOf(d.date) === s.years)) return []
  const added = duties
    .filter((d) => schoolYearOf(d.date) === TEMPLATE_YEAR)
    .map((d) => ({ ...d, date: s.day(d.date) }))
  const header = text.match(/^(#.*\n)*/)?.[0] ?? ''
  const mark = header.includes(SAMPLE_MARK) ? '' : `# ${SAMPLE_MARK} (lata od ${s.years}).\n`
  writeFileSync(file, header + mark + dump([...duties, ...added]))
  return [file]
}

/** Homework assigned after `today` is left for a later run: a sample never posts ahead (issue #33). */
function writeHomework(contentDir: string, s: Shifter, today: string): string[] {
  const folder = path.join(contentDir, 'homework')
  const written: string[] = []
  for (const name of readdirSync(folder).filter((n) => /^\d+\.md$/.test(n))) {
    const text = readFileSync(path.join(folder, name), 'utf8')
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
    const task = yaml.load(front) as Row
    if (schoolYearOf(asText(task.assigned)) !== TEMPLATE_YEAR) continue
    if (s.day(asText(task.assigned)) > today) continue
    const id = s.homeworkId(Number(task.id))
    const target = path.join(folder, `${id}.md`)
    if (existsSync(target)) continue
    const fields = {
      ...task,
      id,
      assigned: s.day(asText(task.assigned)),
      due: s.day(asText(task.due)),
    }
    writeFileSync(target, `---\n# ${SAMPLE_MARK}.\n${dump(fields)}---\n${body}`)
    written.push(target)
  }
  return written
}

/** "w roku szkolnym 2025/2026" in the sections' intros names the year written (issue #33). */
function writeIntros(contentDir: string, s: Shifter): string[] {
  const folder = path.join(contentDir, 'sections')
  if (!existsSync(folder)) return []
  const label = schoolYearLabel(s.years)
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      const file = path.join(folder, name)
      const text = readFileSync(file, 'utf8')
      const named = text.replace(
        /(roku? szkoln\p{L}+) (\d{4})\/(\d{4})/gu,
        (whole, words, first) =>
          Number(first) < Number(s.years.slice(0, 4)) ? `${words} ${label}` : whole,
      )
      if (named === text) return []
      writeFileSync(file, named)
      return [file]
    })
}

/**
 * Writes the sample files of a school year that has none, with homework assigned up to `today`;
 * returns the files written. Run again later in the year, it adds the homework assigned since.
 */
export function writeSampleYear(contentDir: string, years: string, today = schoolDay()): string[] {
  if (years === TEMPLATE_YEAR) return []
  const s = shifter(years)
  return [
    ...writeCalendar(contentDir, s),
    ...writeParentDuty(contentDir, s),
    ...writeHomework(contentDir, s, today),
    ...writeIntros(contentDir, s),
    ...writeSampleAlbums(contentDir, years, today),
  ]
}

if (require.main === module) {
  const years = process.argv[2] ?? currentSchoolYear()
  if (!/^\d{4}-\d{4}$/.test(years)) throw new Error(`A school year such as 2026-2027, not ${years}`)
  const written = writeSampleYear(path.resolve('content'), years)
  console.log(`${years}: ${written.length} sample files written`)
  if (written.some((file) => file.includes(`${path.sep}gallery${path.sep}`)))
    drawSamplePhotos(years)
}
