import { Link } from 'gatsby'
import { useEffect, useRef, useState } from 'react'
import { AcceptModal } from '../../components/AcceptModal'
import { saveBlob } from '../download'
import { FAMILY_DATA } from '../familyDataText'
import { staffPath } from '../routes'
import { useStaff } from '../session'
import type { EnrollmentRecord } from '../types'
import { failureOf } from '../useResource'
import { ErrorNote } from '../ui'
import * as styles from '../Staff.module.css'

const messageOf = (error: unknown) =>
  failureOf(error).status === 'loading' ? '' : error instanceof Error ? error.message : ''

/**
 * Issue #8: a family's data on its request, for admins: all of it as a JSON file, or all of it
 * deleted after a confirmation (AcceptModal: labelled, Escape closes, focus kept inside).
 */
export function FamilyDataActions({
  record,
  onDeleted,
}: {
  record: EnrollmentRecord
  onDeleted: (number: string) => void
}) {
  const { api, isAdmin } = useStaff()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!isAdmin) return null
  const url = `/api/gazda/enrollments/${record.id}`

  async function exportData() {
    setError('')
    try {
      saveBlob(await api.blob(`${url}/export`), FAMILY_DATA.exportName(record.number))
    } catch (caught) {
      setError(messageOf(caught))
    }
  }

  async function deleteData() {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      await api.delete(url)
      onDeleted(record.number)
    } catch (caught) {
      setConfirming(false)
      setBusy(false)
      setError(messageOf(caught))
    }
  }

  return (
    <section className={styles.noPrint} aria-labelledby="family-data-heading">
      <h2 id="family-data-heading">{FAMILY_DATA.heading}</h2>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void exportData()}>
          {FAMILY_DATA.export}
        </button>
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {FAMILY_DATA.delete}
        </button>
      </div>
      <ErrorNote message={error} />
      <AcceptModal
        show={confirming}
        title={FAMILY_DATA.confirmTitle}
        acceptTitle={busy ? FAMILY_DATA.deleting : FAMILY_DATA.delete}
        onClose={() => !busy && setConfirming(false)}
        onAccept={() => void deleteData()}
      >
        <p>{FAMILY_DATA.confirmText(record.number)}</p>
        <p>{FAMILY_DATA.confirmHint}</p>
      </AcceptModal>
    </section>
  )
}

/** What stands in place of a deleted family's record: the outcome, and the way back to the list. */
export function FamilyDeleted({ number }: { number: string }) {
  const note = useRef<HTMLDivElement>(null)
  // The buttons that had focus are gone: it moves to the outcome, which is read out.
  useEffect(() => note.current?.focus(), [])
  return (
    <div ref={note} role="status" tabIndex={-1} className={styles.notice}>
      <p>{FAMILY_DATA.deleted(number)}</p>
      <p>
        <Link to={staffPath({ view: 'enrollments' })}>{FAMILY_DATA.backToList}</Link>
      </p>
    </div>
  )
}
