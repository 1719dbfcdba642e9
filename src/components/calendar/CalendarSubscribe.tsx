import { useEffect, useId, useState } from 'react'
import {
  calendarFeedName,
  calendarFeedPath,
  siteOrigin,
  subscribeLinks,
} from '../../domain/calendarSubscription'
import calendarText from '../../domain/i18n/compiled/calendar'
import { useText } from '../../i18n/useText'
import { MailingListsLink } from '../MailingListsLink'
import * as styles from './CalendarSubscribe.module.css'

export interface CalendarSubscribeProps {
  siteName: string
  /** gatsby-config's siteUrl; null when the build had no SITE_URL (SPEC.md §1 leaves it empty). */
  siteUrl: string | null
  levels: { levelId: string; levelName: string }[]
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
  const t = useText(calendarText)
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
        {t('subscribeHeading')}
      </h2>
      <p>{t('subscribeIntro')}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-feed`}>{t('choose')}</label>
        <select id={`${id}-feed`} value={levelId} onChange={(e) => setLevelId(e.target.value)}>
          <option value="">{t('wholeSchool')}</option>
          {levels.map((l) => (
            <option key={l.levelId} value={l.levelId}>
              {t('level', { name: l.levelName })}
            </option>
          ))}
        </select>
      </div>
      <ul className={styles.buttons}>
        <li>
          <a className="button" href={links.google} {...external}>
            {t('google')}
            <span className="visually-hidden">{t('newWindow')}</span>
          </a>
        </li>
        <li>
          <a className="button" href={links.apple}>
            {t('apple')}
          </a>
        </li>
        <li>
          <a className="button" href={links.outlook} {...external}>
            {t('outlook')}
            <span className="visually-hidden">{t('newWindow')}</span>
          </a>
        </li>
      </ul>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`}>{t('address')}</label>
        <input
          id={`${id}-address`}
          className={styles.address}
          type="text"
          readOnly
          value={links.feed}
          onFocus={(e) => e.currentTarget.select()}
        />
        <a href={links.feed} download>
          {t('download')}
        </a>
      </div>
      <MailingListsLink page="calendar" className={styles.mail} />
    </section>
  )
}
