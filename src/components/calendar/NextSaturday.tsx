import { Link } from 'gatsby'
import type { ShiftHours } from '../../domain/calendarShifts'
import { formatDateWithWeekday } from '../../domain/dates'
import nextSaturdayText from '../../domain/i18n/compiled/nextSaturday'
import { nextSaturday } from '../../domain/nextSaturday'
import { routes } from '../../domain/routes'
import { useSchoolToday } from '../../hooks/useSchoolToday'
import { usePolishLang } from '../../i18n/usePolishLang'
import { useLanguage, useLocalPath, useText } from '../../i18n/useText'
import { EventHours, timeWordsOf, type CalendarEvent } from './EventHours'
import * as styles from './NextSaturday.module.css'

interface NextSaturdayProps {
  events: readonly CalendarEvent[]
  shifts: readonly ShiftHours[]
  /** When the site was built: the day the HTML says, until the browser's clock takes over. */
  buildTime: string
}

/**
 * "Najbliższa sobota" (issue #33): classes or none on the coming Saturday, with each shift's
 * hours, that day's events and the next one, on the visitor's day.
 */
export function NextSaturday({ events, shifts, buildTime }: NextSaturdayProps) {
  const today = useSchoolToday(buildTime)
  const plan = nextSaturday(events, today)
  const t = useText(nextSaturdayText)
  const language = useLanguage()
  const local = useLocalPath()
  const polish = usePolishLang()
  const when = formatDateWithWeekday(plan.date, language)
  return (
    <section aria-labelledby="najblizsza-sobota" className={styles.box} data-testid="next-saturday">
      <h2 id="najblizsza-sobota">
        {plan.date === today ? t('today') : t('nextSaturday')}:{' '}
        <time dateTime={plan.date}>{when}</time>
      </h2>
      {plan.status === 'none' && (
        <p className={styles.off} {...polish}>
          {plan.day!.title}
        </p>
      )}
      {plan.status === 'classes' && (
        <>
          <p className={styles.on}>{t('classesOn')}</p>
          <ul>
            {timeWordsOf(plan.day!, shifts, language).map((time) => (
              <li key={time.key}>
                {time.shift && <span {...polish}>{time.shift} </span>}
                {time.hours || t('byTimetable')}
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.status === 'unknown' && <p>{t('noClassesPlanned')}</p>}
      {plan.events.length > 0 && (
        <ul>
          {plan.events.map((event) => (
            <li key={event.title}>
              <span {...polish}>{event.title}</span>
              <EventHours event={event} shifts={shifts} />
            </li>
          ))}
        </ul>
      )}
      {plan.next && (
        <p>
          {t('then')}{' '}
          <time dateTime={plan.next.date}>{formatDateWithWeekday(plan.next.date, language)}</time>,{' '}
          <span {...polish}>{plan.next.title}</span>
        </p>
      )}
      <p>
        <Link to={local(routes.calendar())}>{t('calendarLink')}</Link>
      </p>
    </section>
  )
}
