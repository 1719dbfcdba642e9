import { useEffect, useId, useState } from 'react'
import {
  calendarFeedName,
  calendarFeedPath,
  siteOrigin,
  subscribeLinks,
} from '../../domain/calendarSubscription'
import { MailingListsLink } from '../MailingListsLink'
import * as styles from './CalendarSubscribe.module.css'

export interface CalendarSubscribeProps {
  siteName: string
  /** gatsby-config's siteUrl; null when the build had no SITE_URL (SPEC.md §1 leaves it empty). */
  siteUrl: string | null
  levels: { levelId: string; levelName: string }[]
}

const TEXT = {
  heading: 'Subskrybuj kalendarz',
  intro:
    'Dodaj kalendarz szkoły do telefonu lub komputera: zmiany w kalendarzu pojawią się w nim same.',
  choose: 'Który kalendarz',
  school: 'Cała szkoła (z dyżurami rodziców)',
  level: (name: string) => `${name} (z dyżurami i terminami zadań domowych)`,
  google: 'Dodaj do Kalendarza Google',
  apple: 'Dodaj do Kalendarza Apple',
  outlook: 'Dodaj do Outlooka',
  newWindow: ' (otwiera się w nowym oknie)',
  address: 'Adres kalendarza do wklejenia w innym programie',
  download: 'Pobierz plik .ics',
}

/**
 * The feeds' own origin: the configured site address, else the page's, known only after hydration
 * (the first render must match the HTML, which has the plain relative links).
 */
function useOrigin(siteUrl: string | null): string | null {
  const configured = siteOrigin(siteUrl)
  const [origin, setOrigin] = useState(configured)
  useEffect(() => {
    if (!configured) setOrigin(window.location.origin)
  }, [configured])
  return origin
}

/** "Subskrybuj kalendarz" on /kalendarz-zajec/ (issue #10): a feed to choose and where to add it. */
export function CalendarSubscribe({ siteName, siteUrl, levels }: CalendarSubscribeProps) {
  const id = useId()
  const origin = useOrigin(siteUrl)
  const [levelId, setLevelId] = useState('')
  const level = levels.find((l) => l.levelId === levelId)
  const links = subscribeLinks(
    origin,
    calendarFeedPath(level?.levelId),
    calendarFeedName(siteName, level?.levelName),
  )
  const external = { target: '_blank', rel: 'noopener noreferrer' }
  return (
    <section className={styles.subscribe} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {TEXT.heading}
      </h2>
      <p>{TEXT.intro}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-feed`}>{TEXT.choose}</label>
        <select id={`${id}-feed`} value={levelId} onChange={(e) => setLevelId(e.target.value)}>
          <option value="">{TEXT.school}</option>
          {levels.map((l) => (
            <option key={l.levelId} value={l.levelId}>
              {TEXT.level(l.levelName)}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.buttons}>
        <li>
          <a className="button" href={links.google} {...external}>
            {TEXT.google}
            <span className="visually-hidden">{TEXT.newWindow}</span>
          </a>
        </li>
        <li>
          <a className="button" href={links.apple}>
            {TEXT.apple}
          </a>
        </li>
        <li>
          <a className="button" href={links.outlook} {...external}>
            {TEXT.outlook}
            <span className="visually-hidden">{TEXT.newWindow}</span>
          </a>
        </li>
      </ul>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>{TEXT.address}</label>
        <input
          id={`${id}-address`}
          className={styles.address}
          type="text"
          readOnly
          value={links.feed}
          onFocus={(e) => e.currentTarget.select()}
        />
        <a href={links.feed} download>
          {TEXT.download}
        </a>
      </div>
      <MailingListsLink page="calendar" className={styles.mail} />
    </section>
  )
}
