// How a parent reaches the school office when a form cannot be used (issue #33): without
// JavaScript, or when the school's server does not answer. The e-mail and phone come from
// content/office/sekretariat.yaml (the staff area's "Sekretariat"), by the form page's query.
import { graphql } from 'gatsby'
import { createContext, useContext } from 'react'
import formPageText from '../domain/i18n/compiled/formPage'
import type { Language } from '../domain/i18n/languages'
import { useText } from '../i18n/useText'

export interface OfficeContact {
  email: string
  phone: string
}

export const OfficeContactContext = createContext<OfficeContact | null>(null)
export const useOfficeContact = () => useContext(OfficeContactContext)

export const officeContactFragment = graphql`
  fragment OfficeContact on Query {
    office {
      email
      phone
    }
  }
`

/** The digits of a phone for a tel: link, with the US country code. */
const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`

/** "napisz na … lub zadzwoń pod numer …", with a mail and a call link. */
export function OfficeLinks({ office }: { office: OfficeContact }) {
  const t = useText(formPageText)
  return (
    <>
      {t('officeLinksBefore')} <a href={`mailto:${office.email}`}>{office.email}</a>{' '}
      {t('officeLinksBetween')} <a href={telHref(office.phone)}>{office.phone}</a>
    </>
  )
}

/** What the page says when the form cannot run in this browser: no JavaScript. */
export function NoScriptContact({ office, what }: { office: OfficeContact; what: string }) {
  const t = useText(formPageText)
  return (
    <noscript>
      <p role="note">
        {t('noScript', { what })} <OfficeLinks office={office} />.
      </p>
    </noscript>
  )
}

/** After the retries, when the browser is online: the school's server is what did not answer. */
export function serverDownMessage(office: OfficeContact | null, language: Language = 'pl'): string {
  const t = formPageText.in(language)
  const contact = office ? t('serverDownContact', { email: office.email, phone: office.phone }) : ''
  return t('serverDown', { contact })
}
