// What both form pages (enrolment, survey) draw around their form: the page's own text above, and
// the slot the phases take turns in.
import { forwardRef, Suspense, type ReactNode } from 'react'
import formPageText from '../domain/i18n/compiled/formPage'
import { useText } from '../i18n/useText'
import type { SchoolChoices } from './enrollment/school'
import type { OfficeContact } from './OfficeContact'
import * as styles from './enrollment/Enrollment.module.css'

/** What both form pages get from their Gatsby page: its text, the school's choices, the office. */
export interface FormPageProps {
  intro: ReactNode
  school: SchoolChoices
  office: OfficeContact
}

/**
 * The intro stays above every phase, so nothing above the form moves when it opens; the slot's
 * room is reserved when the page opens on the form (FormOpening.tsx).
 */
export function FormPage({ intro, children }: { intro: ReactNode; children: ReactNode }) {
  return (
    <>
      {intro}
      <div className={styles.slot}>{children}</div>
    </>
  )
}

/** The form once the draft is read; until then, and while its code loads, a status says so. */
export function LoadingForm({ ready, children }: { ready: boolean; children: ReactNode }) {
  const loading = <p role="status">{useText(formPageText)('loading')}</p>
  return <Suspense fallback={loading}>{ready ? children : loading}</Suspense>
}

interface StartLinkProps {
  /** The form's address on the page (#formularz): where a tap before the page's code runs goes. */
  href: string
  onStart: () => void
  /** The parent shows the intent (pointer, focus, touch): the form's code starts loading. */
  onIntent: () => void
  describedBy?: string
  children: ReactNode
}

/**
 * The control that opens a form (issue #33): a link to the form's address, so that a tap made
 * before the page's code has run is kept in the address (the page opens the form on it once the
 * code runs) instead of being lost; then a button, opened by Enter and Space.
 */
export const StartLink = forwardRef<HTMLAnchorElement, StartLinkProps>(function StartLink(
  { href, onStart, onIntent, describedBy, children },
  ref,
) {
  return (
    <a
      ref={ref}
      href={href}
      role="button"
      className="button button--primary"
      aria-describedby={describedBy}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={(event) => {
        event.preventDefault()
        onStart()
      }}
      onKeyDown={(event) => {
        if (event.key !== ' ') return
        event.preventDefault()
        onStart()
      }}
    >
      {children}
    </a>
  )
})
