// Issue #31: the family's phones and e-mails at the top of the record, each a link to call or
// write (on a phone the office calls from the record), before anything that changes it.
import type { ReactNode } from 'react'
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
                <ContactLink
                  href={telHref(person.phone)}
                  kind={ENROLLMENTS.phone}
                  whose={person.title}
                >
                  {person.phone}
                </ContactLink>
              )}
              {person.email && (
                <ContactLink
                  href={`mailto:${person.email}`}
                  className={styles.email}
                  kind={ENROLLMENTS.email}
                  whose={person.title}
                >
                  {person.email}
                </ContactLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** A phone number or address as a link, named for screen readers by its kind and whose it is. */
function ContactLink({
  href,
  className,
  kind,
  whose,
  children,
}: {
  href: string
  className?: string
  kind: string
  whose: string
  children: ReactNode
}) {
  return (
    <div>
      <a href={href} className={className}>
        <span className="visually-hidden">
          {kind} ({whose}):{' '}
        </span>
        {children}
      </a>
    </div>
  )
}
