// What both form pages (enrolment, survey) draw around their form: the page's own text above, and
// the slot the phases take turns in.
import { Suspense, type ReactNode } from 'react'
import { LOADING_FORM_TEXT } from './text'
import * as styles from './enrollment/Enrollment.module.css'

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
  const loading = <p role="status">{LOADING_FORM_TEXT}</p>
  return <Suspense fallback={loading}>{ready ? children : loading}</Suspense>
}
