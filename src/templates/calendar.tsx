import { graphql, type PageProps } from 'gatsby'
import { Fragment } from 'react'
import { CalendarSubscribe } from '../components/calendar/CalendarSubscribe'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
import { formatDateWithWeekday, formatMonth } from '../domain/dates'
import { useLevels } from '../hooks/useLevels'
import { useSiteSettings } from '../hooks/useSiteSettings'
import { frameProps, type FrameContext } from './frame'
import * as styles from './tables.module.css'

interface CalendarEvent {
  date: string
  title: string
  kind: 'zajecia' | 'wolne' | 'wydarzenie'
  start: string | null
  end: string | null
  classes: string[] | null
  note: string | null
}

type Data = {
  section: SectionIntro
  calendar: { schoolYear: string; events: CalendarEvent[] } | null
  site: { siteMetadata: { siteUrl: string | null } } | null
}

const KIND_LABELS: Record<CalendarEvent['kind'], string> = {
  zajecia: 'Zajęcia',
  wolne: 'Bez zajęć',
  wydarzenie: 'Wydarzenie',
}

function byMonth(events: CalendarEvent[]): [string, CalendarEvent[]][] {
  const months = new Map<string, CalendarEvent[]>()
  for (const event of [...events].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = event.date.slice(0, 7)
    months.set(key, [...(months.get(key) ?? []), event])
  }
  return [...months]
}

/** /kalendarz-zajec/: the school year's Saturdays, days off and events, month by month. */
export default function CalendarPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { levels, nameOf } = useLevels()
  const { siteName } = useSiteSettings()
  const events = data.calendar?.events ?? []
  return (
    <SectionLayout section={data.section} {...frameProps(pageContext)}>
      {data.calendar && <p>Rok szkolny {data.calendar.schoolYear.replace('-', '/')}</p>}
      <CalendarSubscribe
        siteName={siteName}
        siteUrl={data.site?.siteMetadata.siteUrl ?? null}
        levels={levels}
      />
      {byMonth(events).map(([month, monthEvents]) => (
        <Fragment key={month}>
          <h2 className={styles.monthTitle}>{formatMonth(month)}</h2>
          <div className={styles.scroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Dzień</th>
                  <th scope="col">Co</th>
                  <th scope="col">Godziny</th>
                  <th scope="col">Klasy</th>
                </tr>
              </thead>
              <tbody>
                {monthEvents.map((event) => (
                  <tr key={`${event.date}-${event.title}`}>
                    <td>
                      <time dateTime={event.date}>{formatDateWithWeekday(event.date)}</time>
                    </td>
                    <td>
                      <span className={styles.kind} data-kind={event.kind}>
                        {KIND_LABELS[event.kind]}
                      </span>{' '}
                      {event.title}
                      {event.note && <div>{event.note}</div>}
                    </td>
                    <td>{event.start ? `${event.start}–${event.end ?? ''}` : '—'}</td>
                    <td>{event.classes?.map(nameOf).join(', ') ?? 'Wszystkie'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Fragment>
      ))}
    </SectionLayout>
  )
}

export const Head = SectionHead

export const query = graphql`
  query CalendarPage {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "calendar" } }) {
      ...SectionIntro
    }
    calendar: schoolCalendar {
      schoolYear
      events {
        date
        title
        kind
        start
        end
        classes
        note
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`
