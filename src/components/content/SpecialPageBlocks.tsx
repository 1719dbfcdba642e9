import { linksIn } from '../../domain/content/english'
import contentText from '../../domain/i18n/compiled/content'
import type { Language } from '../../domain/i18n/languages'
import * as styles from './SpecialPageBlocks.module.css'

export interface SpecialPageData {
  faq: { question: string; answerHtml: string }[] | null
  sponsors: { name: string; url: string | null; description: string | null }[] | null
  members: { role: string; name: string }[] | null
  address: {
    street: string
    city: string
    state: string
    zip: string
    mapUrl: string | null
  } | null
}

interface SpecialPageProps extends SpecialPageData {
  /** The language the blocks' text is in (issue #35): their own words follow it. */
  language?: Language
  /** The page's language: the FAQ answers' links lead to its pages. */
  linkLanguage?: Language
}

/** The structured parts of the special pages: FAQ, sponsors, parent committee, location. */
export function SpecialPageBlocks({
  faq,
  sponsors,
  members,
  address,
  language = 'pl',
  linkLanguage = language,
}: SpecialPageProps) {
  const t = contentText.in(language)
  return (
    <>
      {faq && (
        <div className={styles.faq}>
          {faq.map((entry) => (
            <details key={entry.question} className={styles.question}>
              <summary>{entry.question}</summary>
              {/* Sanitized where it is made: gatsby/sanitized-html.ts, the FAQ editor's preview. */}
              <div dangerouslySetInnerHTML={{ __html: linksIn(entry.answerHtml, linkLanguage) }} />
            </details>
          ))}
        </div>
      )}
      {sponsors && (
        <ul className={styles.cards}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.name} className={styles.card}>
              <h2 className={styles.cardTitle}>
                {sponsor.url ? <a href={sponsor.url}>{sponsor.name}</a> : sponsor.name}
              </h2>
              {sponsor.description && <p>{sponsor.description}</p>}
            </li>
          ))}
        </ul>
      )}
      {members && (
        <dl className={styles.members}>
          {members.map((member) => (
            <div key={`${member.role}-${member.name}`}>
              <dt>{member.role}</dt>
              <dd>{member.name}</dd>
            </div>
          ))}
        </dl>
      )}
      {address && (
        <address className={styles.address}>
          {address.street}
          <br />
          {address.city}, {address.state} {address.zip}
          {address.mapUrl && (
            <>
              <br />
              <a href={address.mapUrl}>{t('seeOnMap')}</a>
            </>
          )}
        </address>
      )}
    </>
  )
}
