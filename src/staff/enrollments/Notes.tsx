// Issue #31: the office's notes on an enrolment (admins only): who wrote each and when, oldest
// first, and a new one added on the version the screen shows (If-Match). Internal: not printed.
import { useRef, useState, type FormEvent } from 'react'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import { useAddEnrollmentNoteMutation } from './api'
import { ENROLLMENTS } from './text'
import type { EnrollmentRecord } from '../types'
import { ActionOutcome } from '../ui'
import * as frame from '../../components/form/FieldFrame.module.css'
import * as styles from '../Staff.module.css'
import { refused, type OnConflict } from './StatusControls'

export function Notes({
  record,
  onConflict,
}: {
  record: EnrollmentRecord
  onConflict: OnConflict
}) {
  const [addNote, { isLoading }] = useAddEnrollmentNoteMutation()
  const [text, setText] = useState('')
  const [empty, setEmpty] = useState(false)
  const [error, setError] = useState('')
  const [announcement, setAnnouncement] = useState('')
  const box = useRef<HTMLTextAreaElement>(null)
  const notes = record.notes ?? []

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError('')
    setAnnouncement('')
    if (!text.trim()) {
      setEmpty(true)
      box.current?.focus()
      return
    }
    setEmpty(false)
    try {
      await addNote({ id: record.id, text: text.trim(), version: record.version }).unwrap()
      onConflict(null)
      setText('')
      setAnnouncement(ENROLLMENTS.noteAdded)
    } catch (caught) {
      // The text stays in the box: after a 409 it can be sent again on the record as it now is.
      refused(caught, onConflict, setError)
    }
  }

  return (
    <section className={styles.noPrint} aria-labelledby="notes-heading">
      <h2 id="notes-heading">{ENROLLMENTS.notes}</h2>
      <p className={styles.muted}>{ENROLLMENTS.notesHelp}</p>
      {notes.length === 0 ? (
        <p>{ENROLLMENTS.noNotes}</p>
      ) : (
        <ol className={styles.plain}>
          {notes.map((note) => (
            <li key={note.id} className={styles.note}>
              <span className={styles.muted}>
                {ENROLLMENTS.noteBy(formatDateTime(note.at), note.byName ?? '')}
              </span>
              <p>{note.text}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.noteForm} noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="note-text" className={frame.label}>
          {ENROLLMENTS.noteLabel}
        </label>
        <textarea
          ref={box}
          id="note-text"
          className={frame.control}
          value={text}
          maxLength={4000}
          aria-invalid={empty || undefined}
          aria-describedby={empty ? 'note-text-error' : undefined}
          onChange={(event) => {
            setText(event.target.value)
            if (event.target.value.trim()) setEmpty(false)
          }}
        />
        {empty && (
          <p id="note-text-error" className={frame.errors}>
            {ENROLLMENTS.noteEmpty}
          </p>
        )}
        <button type="submit" className="button" disabled={isLoading}>
          {ENROLLMENTS.addNote}
        </button>
      </form>
      <ActionOutcome announcement={announcement} error={error} />
    </section>
  )
}
