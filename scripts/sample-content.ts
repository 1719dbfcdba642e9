// `npx tsx scripts/sample-content.ts [YYYY-YYYY]`: writes the sample calendar, parent duty and
// homework of a school year (default: the current one in Chicago) into content/, made from the
// 2025/2026 sample by scripts/sample-content/shift.ts (issue #19). It never overwrites: a year
// that already has a calendar, duties or homework keeps them. The school replaces the samples
// with its own files; the build never runs this (content/ stays what people wrote).
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import yaml from 'js-yaml'
import { currentSchoolYear, schoolYearOf } from '../src/domain/schoolTime'
import { SAMPLE_MARK, TEMPLATE_YEAR, shifter, type Shifter } from './sample-content/shift'

type Row = Record<string, unknown>
const asText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value)

function dump(value: unknown): string {
  // Days unquoted, as editors write them; times quoted, as YAML 1.1 would read 09:00 as a number.
  return yaml.dump(value, { lineWidth: 100 }).replace(/'(\d{4}-\d{2}-\d{2})'/g, '$1')
}

function writeCalendar(contentDir: string, s: Shifter): string[] {
  const target = path.join(contentDir, 'calendar', `${s.years}.yaml`)
  if (existsSync(target)) return []
  const template = yaml.load(
    readFileSync(path.join(contentDir, 'calendar', `${TEMPLATE_YEAR}.yaml`), 'utf8'),
  ) as { events: Row[] }
  const events = template.events.map((e) => ({
    ...e,
    date: s.day(asText(e.date)),
    title: s.text(String(e.title)),
    ...(e.note ? { note: s.text(String(e.note)) } : {}),
  }))
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

function writeHomework(contentDir: string, s: Shifter): string[] {
  const folder = path.join(contentDir, 'homework')
  const written: string[] = []
  for (const name of readdirSync(folder).filter((n) => /^\d+\.md$/.test(n))) {
    const text = readFileSync(path.join(folder, name), 'utf8')
    const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
    const task = yaml.load(front) as Row
    if (schoolYearOf(asText(task.assigned)) !== TEMPLATE_YEAR) continue
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

/** Writes the sample files of a school year that has none; returns the files written. */
export function writeSampleYear(contentDir: string, years: string): string[] {
  if (years === TEMPLATE_YEAR) return []
  const s = shifter(years)
  return [
    ...writeCalendar(contentDir, s),
    ...writeParentDuty(contentDir, s),
    ...writeHomework(contentDir, s),
  ]
}

if (require.main === module) {
  const years = process.argv[2] ?? currentSchoolYear()
  if (!/^\d{4}-\d{4}$/.test(years)) throw new Error(`A school year such as 2026-2027, not ${years}`)
  const written = writeSampleYear(path.resolve('content'), years)
  console.log(`${years}: ${written.length} sample files written`)
}
