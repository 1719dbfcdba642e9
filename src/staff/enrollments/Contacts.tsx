// Issue #31: the family's phones and e-mails at the top of the record, each a link to call or
// write (on a phone the office calls from the record), before anything that changes it.
import { ENROLLMENTS } from './text'
import type { EnrollmentRecord } from '../types'
import * as styles from '../Staff.module.css'

/** The people to call, in the form's order, with the field names' prefix each has there. */
const PEOPLE = [
  { prefix: 'mother', title: ENROLLMENTS.mother },
  { prefix: 'father', title: ENROLLMENTS.father },
  { prefix: 'er', title: ENROLLMENTS.emergency },
] as const

/** A tel: link's target: the digits alone, with the + of an international number kept. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`
}

export function Contacts({ record }: { record: EnrollmentRecord }) {
  const family = record.family
  const people = PEOPLE.map(({ prefix, title }) => ({
    title,
    name: [family[`${prefix}FirstName`], family[`${prefix}LastName`]].filter(Boolean).join(' '),
    phone: (family[`${prefix}Phone`] ?? '').trim(),
    email: (family[`${prefix}Email`] ?? '').trim(),
  })).filter((person) => person.name || person.phone || person.email)
  return (
    <section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">{ENROLLMENTS.contacts}</h2>
      {people.length === 0 ? (
        <p className={styles.muted}>{ENROLLMENTS.noContact}</p>
      ) : (
        <ul className={styles.contacts}>
          {people.map((person) => (
            <li key={person.title}>
              <strong>
                {person.title}
                {person.name && `: ${person.name}`}
              </strong>
              {person.phone && telHref(person.phone) !== 'tel:' && (
                <div>
                  <a href={telHref(person.phone)}>
                    <span className="visually-hidden">
                      {ENROLLMENTS.phone} ({person.title}):{' '}
                    </span>
                    {person.phone}
                  </a>
                </div>
              )}
              {person.email && (
                <div>
                  <a href={`mailto:${person.email}`} className={styles.email}>
                    <span className="visually-hidden">
                      {ENROLLMENTS.email} ({person.title}):{' '}
                    </span>
                    {person.email}
                  </a>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
