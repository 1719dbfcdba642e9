import { graphql, type PageProps } from 'gatsby'
import type { MouseEvent } from 'react'
import { CalendarMonths } from '../components/calendar/CalendarMonths'
import { EventHours, type CalendarEvent } from '../components/calendar/EventHours'
import type { ShiftHours } from '../domain/calendarShifts'
import { CalendarSubscribe } from '../components/calendar/CalendarSubscribe'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import { calendarYears, upcoming, yearAnchor } from '../domain/calendarYears'
import { formatDateWithWeekday } from '../domain/dates'
import { schoolYearLabel } from '../domain/schoolTime'
import { useLevels } from '../hooks/useLevels'
import { useSchoolToday } from '../hooks/useSchoolToday'
import { useSiteSettings } from '../hooks/useSiteSettings'
import calendarText from '../domain/i18n/compiled/calendar'
import { usePolishLang } from '../i18n/usePolishLang'
import { useLanguage, useText } from '../i18n/useText'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'

type SchoolCalendar = { schoolYear: string; events: CalendarEvent[] }

type Data = {
  section: SectionIntro
  calendars: { nodes: SchoolCalendar[] }
  shifts: { nodes: ShiftHours[] }
  site: { buildTime: string; siteMetadata: { siteUrl: string | null } } | null
}

/** An archived year is folded (<details>): its link unfolds it before the browser scrolls there. */
function unfold(event: MouseEvent<HTMLAnchorElement>) {
  const id = event.currentTarget.hash.slice(1)
  const target = document.getElementById(id)
  if (target instanceof HTMLDetailsElement) target.open = true
}

/**
 * /kalendarz-zajec/: the current school year's calendar (issue #19). Every year's calendar is in
 * the page; which year is current and what is upcoming is decided on the visitor's day, so a page
 * built weeks ago is still right. Other years are folded below as archives.
 */
export default function CalendarPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { levels, nameOf } = useLevels()
  const t = useText(calendarText)
  const language = useLanguage()
  const polish = usePolishLang()
  const { siteName } = useSiteSettings()
  const today = useSchoolToday(data.site?.buildTime ?? new Date(0).toISOString())
  const calendars = data.calendars.nodes
  const { current, shown, archive } = calendarYears(
    calendars.map((c) => c.schoolYear),
    today,
  )
  const shownEvents = calendars.find((c) => c.schoolYear === shown)?.events ?? []
  const next = upcoming(shownEvents, today)
  const others = calendars.filter((c) => c.schoolYear !== shown).reverse()
  const shifts = data.shifts.nodes
  return (
    <SectionPage data={data} pageContext={pageContext}>
      {shown ? (
        <p>{t('schoolYear', { years: schoolYearLabel(shown) })}</p>
      ) : (
        <p role="status" data-testid="calendar-coming">
          {t('coming', { years: schoolYearLabel(current) })}{' '}
          {archive && (
            <a href={`#${yearAnchor(archive)}`} onClick={unfold}>
              {t('archiveLink', { years: schoolYearLabel(archive) })}
            </a>
          )}
        </p>
      )}
      <CalendarSubscribe
        siteName={siteName}
        siteUrl={data.site?.siteMetadata.siteUrl ?? null}
        levels={levels}
      />
      {shown && (
        <section aria-labelledby="calendar-upcoming" data-testid="calendar-upcoming">
          <h2 id="calendar-upcoming">{t('upcoming')}</h2>
          {next.length ? (
            <ul>
              {next.map((event) => (
                <li key={`${event.date}-${event.title}`}>
                  <time dateTime={event.date}>{formatDateWithWeekday(event.date, language)}</time>:{' '}
                  <span {...polish}>{event.title}</span>
                  <EventHours event={event} shifts={shifts} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('nothingLeft')}</p>
          )}
        </section>
      )}
      {shown && <CalendarMonths events={shownEvents} nameOf={nameOf} shifts={shifts} />}
      {others.map((calendar) => (
        <details key={calendar.schoolYear} id={yearAnchor(calendar.schoolYear)}>
          <summary>
            {t('schoolYear', { years: schoolYearLabel(calendar.schoolYear) })}{' '}
            {calendar.schoolYear < current ? t('archive') : t('nextYear')}
          </summary>
          <CalendarMonths
            events={calendar.events}
            nameOf={nameOf}
            shifts={shifts}
            headingLevel={3}
          />
        </details>
      ))}
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query CalendarPage($section: String!) {
    ...SectionOfPage
    calendars: allSchoolCalendar(sort: { schoolYear: ASC }) {
      nodes {
        schoolYear
        events {
          ...CalendarEventFields
          note
        }
      }
    }
    ...CalendarShifts
    site {
      buildTime
      siteMetadata {
        siteUrl
      }
    }
  }
`
