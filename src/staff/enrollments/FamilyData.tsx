import { Link } from 'gatsby'
import { useEffect, useRef, useState } from 'react'
import { AcceptModal } from '../../components/AcceptModal'
import { FAMILY_DATA } from './familyDataText'
import { staffPath } from '../routes'
import { useStaff } from '../session'
import { messageOf as said } from '../api'
import { useDeleteFamilyDataMutation, useExportFamilyDataMutation } from './api'
import type { EnrollmentRecord } from '../types'
import { failureOf } from '../query/resource'
import { ErrorNote } from '../ui'
import * as styles from '../Staff.module.css'

/** Nothing after a 401: the session shows the login form. */
const messageOf = (error: unknown) => (failureOf(error).status === 'loading' ? '' : said(error))

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
  const { isAdmin } = useStaff()
  const [exportFamilyData] = useExportFamilyDataMutation()
  const [deleteFamilyData] = useDeleteFamilyDataMutation()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  if (!isAdmin) return null

  async function exportData() {
    setError('')
    try {
      const fileName = FAMILY_DATA.exportName(record.number)
      await exportFamilyData({ id: record.id, fileName }).unwrap()
    } catch (caught) {
      setError(messageOf(caught))
    }
  }

  async function deleteData() {
    if (busy) return
    setBusy(true)
    setError('')
    try {
      await deleteFamilyData(record.id).unwrap()
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
