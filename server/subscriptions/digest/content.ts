import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { load } from 'js-yaml'
import { dateText } from '../../../src/domain/content/check'
import { schoolYearOf, type IsoDay } from '../../../src/domain/schoolTime'
import { parseMarkdown } from '../../content/markdownFile'
import { listNews } from '../../content/news'
import { listBulletins } from '../../routes/gazda/content/bulletinFiles'
import type { DigestWeek } from './week'

// Issue #34: what a week's digest tells, read from the content folder when the digest is made
// (the staff area writes those files: a homework saved an hour ago is in it).

export interface Homework {
  id: number
  title: string
  class: string
  teacher: string
  assigned: IsoDay
  due: IsoDay
}

export interface CalendarEvent {
  date: IsoDay
  title: string
  kind: string
  start?: string
  end?: string
  /** No classes listed: the event concerns every class. */
  classes: string[]
}

export interface Dated {
  /** The file's name without .md (`2026-11-20-andrzejki`). */
  id: string
  title: string
  date: IsoDay
}

/** Everything the week has, for all classes; each subscriber's mail takes its lists' part. */
export interface WeekContent {
  week: DigestWeek
  /** Assigned in the week, by class. */
  newHomework: Homework[]
  /** Due on the coming Saturday and assigned before the week (the week's new ones say their date). */
  dueSaturday: Homework[]
  /** Days off and school events of the next two weeks (plain class days are not news). */
  calendar: CalendarEvent[]
  news: Dated[]
  bulletins: Dated[]
}

const day = (value: unknown): IsoDay | null => {
  const text = dateText(value)
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null
}
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const within = (date: IsoDay, from: IsoDay, to: IsoDay) => date >= from && date <= to
const byDateThenTitle =
  <T extends { title: string }>(date: (item: T) => string) =>
  (a: T, b: T) =>
    date(a).localeCompare(date(b)) || a.title.localeCompare(b.title, 'pl')

/** Every homework file's front matter; a file that cannot be read is left out (the build rejects it). */
export async function readHomework(contentDir: string): Promise<Homework[]> {
  const dir = path.join(contentDir, 'homework')
  const names = await readdir(dir).catch(() => [] as string[])
  const read = await Promise.all(
    names
      .filter((name) => name.endsWith('.md'))
      .map(async (name): Promise<Homework[]> => {
        try {
          const { data } = parseMarkdown(await readFile(path.join(dir, name), 'utf8'))
          const assigned = day(data.assigned)
          const due = day(data.due)
          const id = Number(data.id)
          if (!assigned || !due || !Number.isInteger(id) || typeof data.class !== 'string')
            return []
          return [
            {
              id,
              title: text(data.title),
              class: data.class,
              teacher: text(data.teacher),
              assigned,
              due,
            },
          ]
        } catch {
          return []
        }
      }),
  )
  return read.flat()
}

/** The events of the school years the days fall in (content/calendar/<year>.yaml). */
export async function readCalendar(contentDir: string, days: IsoDay[]): Promise<CalendarEvent[]> {
  const years = [...new Set(days.map(schoolYearOf))]
  const events: CalendarEvent[] = []
  for (const year of years) {
    const file = path.join(contentDir, 'calendar', `${year}.yaml`)
    if (!existsSync(file)) continue
    let calendar: { events?: Record<string, unknown>[] } | null
    try {
      calendar = load(await readFile(file, 'utf8')) as typeof calendar
    } catch {
      continue
    }
    for (const event of calendar?.events ?? []) {
      const date = day(event.date)
      if (!date) continue
      events.push({
        date,
        title: text(event.title),
        kind: text(event.kind),
        ...(typeof event.start === 'string' ? { start: event.start } : {}),
        ...(typeof event.end === 'string' ? { end: event.end } : {}),
        classes: Array.isArray(event.classes) ? event.classes.map(String) : [],
      })
    }
  }
  return events
}

/** The week's part of the content folder. */
export async function readWeek(contentDir: string, week: DigestWeek): Promise<WeekContent> {
  const homework = await readHomework(contentDir)
  const calendar = await readCalendar(contentDir, [week.day, week.calendarUntil])
  const inWeek = (date: IsoDay) => within(date, week.from, week.day)
  const news = (await listNews(contentDir)).filter((item) => item.published && inWeek(item.date))
  const bulletins = (await listBulletins(contentDir)).filter((item) => inWeek(item.date))
  const byDue = byDateThenTitle<Homework>((h) => h.due)
  return {
    week,
    newHomework: homework.filter((h) => inWeek(h.assigned)).sort(byDue),
    dueSaturday: homework.filter((h) => h.due === week.saturday && !inWeek(h.assigned)).sort(byDue),
    calendar: calendar
      .filter((event) => event.kind !== 'zajecia')
      .filter((event) => event.date > week.day && event.date <= week.calendarUntil)
      .sort(byDateThenTitle((event) => event.date)),
    news: news
      .map(({ id, title, date }) => ({ id, title, date }))
      .sort(byDateThenTitle((n) => n.date)),
    bulletins: bulletins
      .map(({ id, title, date }) => ({ id, title, date }))
      .sort(byDateThenTitle((b) => b.date)),
  }
}

/** A class's part of the week: what its list's subscribers are told. */
export function classPart(content: WeekContent, level: string) {
  const forClass = (h: Homework) => h.class === level
  return {
    newHomework: content.newHomework.filter(forClass),
    dueSaturday: content.dueSaturday.filter(forClass),
    calendar: content.calendar.filter(
      (event) => event.classes.length === 0 || event.classes.includes(level),
    ),
  }
}
export type ClassPart = ReturnType<typeof classPart>
