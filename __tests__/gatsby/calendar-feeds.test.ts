import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import matter from 'gray-matter'
import ICAL from 'ical.js'
import { load } from 'js-yaml'
import { writeCalendarFeeds } from '../../gatsby/post-build/calendar-feeds'
import type { PostBuildArgs } from '../../gatsby/post-build'
import {
  calendarFeeds,
  type CalendarEntry,
  type DutyEntry,
  type FeedSources,
  type HomeworkEntry,
} from '../../src/domain/calendarFeeds'
import type { ShiftHours } from '../../src/domain/calendarShifts'
import { calendarFeedPath } from '../../src/domain/calendarSubscription'

// The repository's own content, read as the build reads it (dates as YYYY-MM-DD strings, as the
// schema's @dateformat gives them), so that the feeds are checked without a Gatsby build.
const CONTENT = path.join(__dirname, '../../content')
const yaml = (file: string) => load(readFileSync(path.join(CONTENT, file), 'utf8'))
const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value)

function contentSources(siteUrl: string | null = null): FeedSources {
  const calendars = readdirSync(path.join(CONTENT, 'calendar')).map(
    (file) => yaml(`calendar/${file}`) as { schoolYear: string; events: CalendarEntry[] },
  )
  const duty = yaml('parent-duty.yaml') as DutyEntry[]
  const levels = yaml('school/levels.yaml') as { id: string; levelName: string }[]
  const buildings = yaml('school/buildings.yaml') as ({ id: number } & Omit<
    ShiftHours,
    'buildingId'
  >)[]
  const homework = readdirSync(path.join(CONTENT, 'homework')).map((file) => {
    const { data } = matter(readFileSync(path.join(CONTENT, 'homework', file), 'utf8'))
    return { ...data, assigned: isoDate(data.assigned), due: isoDate(data.due) } as HomeworkEntry
  })
  return {
    siteName: (yaml('site.yaml') as { siteName: string }).siteName,
    siteUrl,
    calendars: calendars.map((calendar) => ({
      ...calendar,
      events: calendar.events.map((e) => ({ ...e, date: isoDate(e.date) })),
    })),
    parentDuty: duty.map((d) => ({ ...d, date: isoDate(d.date) })),
    homework,
    levels: levels.map(({ id, levelName }) => ({ levelId: id, levelName })),
    shifts: buildings.map(({ id, ...shift }) => ({ buildingId: id, ...shift })),
  }
}

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))
  return { name: calendar.getFirstPropertyValue('x-wr-calname'), events }
}

const sources = contentSources()
const feeds = calendarFeeds(sources)
const feed = (levelId?: string) => parse(feeds.get(calendarFeedPath(levelId))!)
const summaries = (levelId?: string) => feed(levelId).events.map((e) => e.summary)
const calendarEvents = sources.calendars.flatMap((calendar) => calendar.events)

describe('the calendar feeds built from content/', () => {
  it('are kalendarz.ics for the school and {levelId}.ics for each level of levels.yaml', () => {
    expect([...feeds.keys()]).toEqual([
      '/kalendarz-zajec/kalendarz.ics',
      ...sources.levels.map((level) => `/kalendarz-zajec/${level.levelId}.ics`),
    ])
    expect(feeds.has('/kalendarz-zajec/klasa-3.ics')).toBe(true)
    expect(feeds.has('/kalendarz-zajec/liceum-4.ics')).toBe(true)
  })

  it('give the school’s feed every calendar event and all parent duty, and no homework', () => {
    const school = feed()
    expect(school.name).toBe('Polska Szkoła w Lombard – kalendarz zajęć')
    // A class day without its own hours is there once per shift with hours (morning, afternoon).
    const classDays = calendarEvents.filter((e) => e.kind === 'zajecia' && !e.start)
    expect(school.events).toHaveLength(
      calendarEvents.length + classDays.length + sources.parentDuty.length,
    )
    expect(summaries()).toEqual(
      expect.arrayContaining(
        calendarEvents.filter((e) => e.kind !== 'zajecia').map((e) => e.title),
      ),
    )
    expect(summaries()).toContain('Dyżur w kawiarence (rodzice, Liceum 4)')
    expect(summaries().some((s) => s.startsWith('Termin oddania:'))).toBe(false)
  })

  it('give each class what is for everyone or for it, its parent duty and its homework', () => {
    for (const { levelId, levelName } of sources.levels) {
      const onShift = (id: number) =>
        sources.shifts!.find((shift) => shift.buildingId === id)!.levels!.includes(levelId)
      const expected = [
        ...calendarEvents
          .filter((e) => !e.classes || e.classes.includes(levelId))
          .flatMap((e) =>
            e.kind === 'zajecia' && !e.start
              ? [
                  ...(onShift(1) ? [`${e.title} (Sobota rano)`] : []),
                  ...(onShift(2) ? [`${e.title} (Sobota po południu)`] : []),
                ]
              : [e.title],
          ),
        ...sources.parentDuty
          .filter((d) => d.class === levelId)
          .map((d) => `${d.task} (rodzice, ${levelName})`),
        ...sources.homework
          .filter((h) => h.class === levelId)
          .map((h) => `Termin oddania: ${h.title}`),
      ]
      expect(summaries(levelId).sort()).toEqual(expected.sort())
      expect(feed(levelId).name).toBe(`Polska Szkoła w Lombard – ${levelName}`)
    }
  })

  it('keep an event for some classes out of the other classes’ feeds', () => {
    expect(summaries('klasa-1')).toContain('Ślubowanie pierwszoklasistów')
    expect(summaries('klasa-4')).not.toContain('Ślubowanie pierwszoklasistów')
    expect(summaries('liceum-4')).toContain('Egzamin maturalny — część pisemna')
    expect(summaries('klasa-3')).toContain('Pomoc przy Jasełkach (rodzice, Klasa 3)')
    expect(summaries('klasa-3')).not.toContain('Dyżur w kawiarence (rodzice, Liceum 4)')
  })

  it('put a homework’s due date into its class’s feed as an all-day event', () => {
    const due = feed('klasa-4').events.find((e) => e.uid.includes('-zadanie-786-'))!
    expect(due.summary).toBe('Termin oddania: Opowiadanie: mój najciekawszy dzień wakacji')
    expect(due.startDate.isDate).toBe(true)
    expect(due.startDate.toString()).toBe('2025-09-20')
  })

  it('link each homework to its page on the school’s domain when the build has no SITE_URL', () => {
    const homework = [...feeds.values()]
      .flatMap((text) => parse(text).events)
      .filter((e) => e.summary.startsWith('Termin oddania:'))
    expect(homework.length).toBe(sources.homework.length)
    for (const due of homework) {
      const url = String(due.component.getFirstPropertyValue('url'))
      expect(url).toMatch(/^https:\/\/polskaszkolalombard\.org\/zadania-domowe\/\d+\/$/)
      expect(due.description).toContain(`Szczegóły: ${url}`)
    }
  })

  it('link each homework to its page when the site’s address is known', () => {
    const withUrl = calendarFeeds(contentSources('https://szkola.example/'))
    const due = parse(withUrl.get(calendarFeedPath('klasa-4'))!).events.find((e) =>
      e.uid.includes('-zadanie-786-'),
    )!
    expect(due.component.getFirstPropertyValue('url')).toBe(
      'https://szkola.example/zadania-domowe/786/',
    )
    expect(due.description).toContain('Szczegóły: https://szkola.example/zadania-domowe/786/')
  })

  it('keep Chicago time on school Saturdays in autumn, winter and after the spring change', () => {
    const at = (date: string) =>
      feed()
        .events.find(
          (e) => e.summary === 'Zajęcia (Sobota rano)' && e.startDate.toString().startsWith(date),
        )!
        .startDate.toJSDate()
        .toISOString()
    expect(at('2025-09-06')).toBe('2025-09-06T14:00:00.000Z')
    expect(at('2026-01-10')).toBe('2026-01-10T15:00:00.000Z')
    expect(at('2026-03-14')).toBe('2026-03-14T14:00:00.000Z')
  })

  // Issue #30: a class day without its own hours takes each shift's; a class taught on both
  // shifts has both in its feed, a class of the morning shift only the morning's.
  it('give a class day each shift’s own hours', () => {
    const times = (levelId: string) =>
      feed(levelId)
        .events.filter((e) => e.startDate.toString().startsWith('2026-09-12'))
        .map((e) => [
          e.summary,
          e.startDate.toString().slice(11, 16),
          e.endDate.toString().slice(11, 16),
        ])
    expect(times('klasa-3')).toEqual([
      ['Zajęcia (Sobota rano)', '09:00', '13:00'],
      ['Zajęcia (Sobota po południu)', '13:30', '17:30'],
    ])
    expect(times('liceum-2')).toEqual([['Zajęcia (Sobota rano)', '09:00', '13:00']])
    const ownHours = calendarFeeds({
      ...sources,
      calendars: [
        {
          schoolYear: '2026-2027',
          events: [{ date: '2026-10-10', title: 'Zajęcia', kind: 'zajecia', shifts: [2] }],
        },
      ],
    })
    const afternoon = parse(ownHours.get(calendarFeedPath('klasa-3'))!).events
    expect(afternoon.map((e) => e.summary)).toContain('Zajęcia (Sobota po południu)')
    expect(afternoon.map((e) => e.summary)).not.toContain('Zajęcia (Sobota rano)')
  })

  it('give an event the same UID in every feed and a different one to every event', () => {
    const school = feed().events
    expect(new Set(school.map((e) => e.uid)).size).toBe(school.length)
    const shared = school.find((e) => e.summary === 'Andrzejki')!
    expect(feed('klasa-6').events.find((e) => e.summary === 'Andrzejki')!.uid).toBe(shared.uid)
  })

  it('come out the same from the same content', () => {
    expect(calendarFeeds(contentSources())).toEqual(feeds)
  })
})

describe('writeCalendarFeeds after the build', () => {
  const graphqlReturning = (result: unknown) =>
    ({
      graphql: jest.fn(async () => result),
      reporter: { panicOnBuild: jest.fn(), info: jest.fn() },
    }) as unknown as PostBuildArgs

  it('writes every feed into public/kalendarz-zajec/', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'feeds-'))
    try {
      const args = graphqlReturning({
        data: {
          site: { siteMetadata: { siteUrl: null } },
          siteSettings: { siteName: sources.siteName },
          allSchoolCalendar: { nodes: sources.calendars },
          allParentDuty: { nodes: sources.parentDuty },
          homework: { nodes: sources.homework.map((frontmatter) => ({ frontmatter })) },
          allLevel: { nodes: sources.levels },
          allBuilding: { nodes: sources.shifts },
        },
      })
      // A level removed since the last build: its feed must not stay behind.
      mkdirSync(path.join(dir, 'kalendarz-zajec'), { recursive: true })
      writeFileSync(path.join(dir, 'kalendarz-zajec/klasa-9.ics'), 'BEGIN:VCALENDAR')
      await writeCalendarFeeds(args, dir)
      const written = readdirSync(path.join(dir, 'kalendarz-zajec')).sort()
      expect(written).toEqual(
        ['kalendarz.ics', ...sources.levels.map((l) => `${l.levelId}.ics`)].sort(),
      )
      expect(readFileSync(path.join(dir, 'kalendarz-zajec/klasa-3.ics'), 'utf8')).toBe(
        feeds.get('/kalendarz-zajec/klasa-3.ics'),
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('stops the build when its query fails', async () => {
    const args = graphqlReturning({ errors: [new Error('Cannot query field')] })
    await writeCalendarFeeds(args, os.tmpdir())
    expect(args.reporter.panicOnBuild).toHaveBeenCalled()
  })
})
