// The calendar feeds' contents from the content's data (issue #10): the whole school's feed and
// one per class. Pure, so that it is tested on content/ without a Gatsby build.
import { eventTimes, shiftLabel, type ShiftHours } from './calendarShifts'
import { calendarFeedName, calendarFeedPath, UID_DOMAIN } from './calendarSubscription'
import { CALENDAR_KIND_LABELS, type CalendarEventKind } from './content/vocabulary'
import { formatDate } from './dates'
import { absoluteUrl, siteOrigin } from './feeds/siteAddress'
import { icalText, icalUid, type IcalEvent } from './ical'
import { routes } from './routes'
import { schoolYearOf } from './schoolTime'

export interface CalendarEntry {
  date: string
  title: string
  kind: CalendarEventKind
  start?: string | null
  end?: string | null
  shifts?: number[] | null
  classes?: string[] | null
  note?: string | null
}

export interface DutyEntry {
  date: string
  class: string
  task: string
  start?: string | null
  end?: string | null
}

export interface HomeworkEntry {
  id: number
  title: string
  class: string
  teacher: string
  assigned: string
  due: string
}

export interface FeedSources {
  siteName: string
  siteUrl?: string | null
  calendars: { schoolYear: string; events: CalendarEntry[] }[]
  parentDuty: DutyEntry[]
  homework: HomeworkEntry[]
  /** In the order of school/levels.yaml. */
  levels: { levelId: string; levelName: string }[]
  /** The shifts with their hours (school/buildings.yaml): a class day takes each one's hours. */
  shifts?: ShiftHours[]
}

interface Tagged {
  event: IcalEvent
  /** The classes it is for; null when it is for everyone. */
  classes: string[] | null
}

// DTSTAMP from the content (ical.ts): the school year's 1 September, or the day homework was set.
const yearStart = (date: string) => `${schoolYearOf(date).slice(0, 4)}-09-01`

function feedEvents(sources: FeedSources) {
  // Always absolute (issue #19): a calendar program has no page to resolve a relative link
  // against. SITE_URL when the build has it, the school's own domain otherwise.
  const origin = siteOrigin(sources.siteUrl)
  const names = new Map(sources.levels.map((level) => [level.levelId, level.levelName]))
  const nameOf = (id: string) => names.get(id) ?? id
  const address = (path: string) => absoluteUrl(origin, path)
  const lines = (...parts: (string | null | undefined)[]) =>
    parts.filter(Boolean).join('\n') || null

  const calendar: Tagged[] = sources.calendars.flatMap((c) =>
    c.events.flatMap((e) =>
      eventTimes(e, sources.shifts ?? []).map((time) => ({
        classes: time.classes,
        event: {
          uid: icalUid(
            [
              e.date,
              e.kind,
              e.title,
              ...(e.classes ?? []),
              ...(time.shift ? [`zmiana-${time.shift.buildingId}`] : []),
            ],
            UID_DOMAIN,
          ),
          stamp: yearStart(e.date),
          date: e.date,
          start: time.start,
          end: time.end,
          summary: time.shift ? `${e.title} (${shiftLabel(time.shift)})` : e.title,
          description: lines(
            e.note,
            time.shift ? `Zmiana: ${time.shift.name}` : null,
            e.classes?.length ? `Klasy: ${e.classes.map(nameOf).join(', ')}` : null,
          ),
          categories: [CALENDAR_KIND_LABELS[e.kind]],
          url: address(routes.calendar()),
        },
      })),
    ),
  )
  const duty: Tagged[] = sources.parentDuty.map((d) => ({
    classes: [d.class],
    event: {
      uid: icalUid([d.date, 'dyzur', d.task, d.class], UID_DOMAIN),
      stamp: yearStart(d.date),
      date: d.date,
      start: d.start,
      end: d.end,
      summary: `${d.task} (rodzice, ${nameOf(d.class)})`,
      description: `Dyżur rodziców: ${nameOf(d.class)}. Kto przychodzi, ustala wychowawca klasy.`,
      categories: ['Dyżur rodziców'],
      url: address(routes.parentDuty()),
    },
  }))
  const homework: Tagged[] = sources.homework.map((h) => ({
    classes: [h.class],
    event: {
      uid: icalUid([h.due, 'zadanie', String(h.id), h.class], UID_DOMAIN),
      stamp: h.assigned,
      date: h.due,
      summary: `Termin oddania: ${h.title}`,
      description: lines(
        `Zadanie domowe: ${nameOf(h.class)}, ${h.teacher}, zadane ${formatDate(h.assigned)}.`,
        `Szczegóły: ${address(routes.homeworkItem(h.id))}`,
      ),
      categories: ['Zadanie domowe'],
      url: address(routes.homeworkItem(h.id)),
    },
  }))
  return { calendar, duty, homework }
}

const forClass = (levelId: string) => (tagged: Tagged) =>
  tagged.classes === null || tagged.classes.includes(levelId)

/**
 * Every feed by its address on the site: `/kalendarz-zajec/kalendarz.ics` (the class calendar
 * and all parent duty) and `/kalendarz-zajec/{levelId}.ics` (what is for everyone or for that
 * class, that class's parent duty and its homework due dates).
 */
export function calendarFeeds(sources: FeedSources): Map<string, string> {
  const { calendar, duty, homework } = feedEvents(sources)
  const text = (name: string, tagged: Tagged[]) =>
    icalText({ name, events: tagged.map((t) => t.event) })
  const feeds = new Map<string, string>()
  feeds.set(calendarFeedPath(), text(calendarFeedName(sources.siteName), [...calendar, ...duty]))
  for (const { levelId, levelName } of sources.levels) {
    const events = [...calendar, ...duty, ...homework].filter(forClass(levelId))
    feeds.set(
      calendarFeedPath(levelId),
      text(calendarFeedName(sources.siteName, levelName), events),
    )
  }
  return feeds
}
