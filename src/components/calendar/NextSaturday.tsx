import { Link } from 'gatsby'
import { eventTimes, timeText, type ShiftHours } from '../../domain/calendarShifts'
import { formatDateWithWeekday } from '../../domain/dates'
import { nextSaturday } from '../../domain/nextSaturday'
import { routes } from '../../domain/routes'
import { useSchoolToday } from '../../hooks/useSchoolToday'
import { hoursText, type CalendarEvent } from './CalendarMonths'
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
  const when = formatDateWithWeekday(plan.date)
  return (
    <section aria-labelledby="najblizsza-sobota" className={styles.box} data-testid="next-saturday">
      <h2 id="najblizsza-sobota">
        {plan.date === today ? 'Dzisiaj' : 'Najbliższa sobota'}:{' '}
        <time dateTime={plan.date}>{when}</time>
      </h2>
      {plan.status === 'none' && <p className={styles.off}>{plan.day!.title}</p>}
      {plan.status === 'classes' && (
        <>
          <p className={styles.on}>Zajęcia</p>
          <ul>
            {eventTimes(plan.day!, shifts).map((time) => (
              <li key={timeText(time)}>{timeText(time) || 'według planu lekcji'}</li>
            ))}
          </ul>
        </>
      )}
      {plan.status === 'unknown' && <p>Kalendarz nie przewiduje zajęć w tę sobotę.</p>}
      {plan.events.length > 0 && (
        <ul>
          {plan.events.map((event) => (
            <li key={event.title}>
              {event.title}
              {hoursText(event, shifts) ? `, ${hoursText(event, shifts)}` : ''}
            </li>
          ))}
        </ul>
      )}
      {plan.next && (
        <p>
          Następnie: <time dateTime={plan.next.date}>{formatDateWithWeekday(plan.next.date)}</time>,{' '}
          {plan.next.title}
        </p>
      )}
      <p>
        <Link to={routes.calendar()}>Kalendarz zajęć</Link>
      </p>
    </section>
  )
}
