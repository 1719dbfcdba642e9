// A school form's PDF (issue #30): chosen, sent as it is (POST …/school-forms/file), and its
// address (./school-forms/name.pdf) put in the form's `file` field, saved with the form. The
// server judges the bytes themselves; this only spares a pointless upload.
import { useState } from 'react'
import { RequiredMark, type FieldBaseProps } from '../../components/form'
import { FieldMessages } from '../../components/form/FieldFrame'
import { errorsId, fieldId, hintId, useFieldFeedback } from '../../components/form/useFieldFeedback'
import * as frame from '../../components/form/FieldFrame.module.css'
import { isUnauthorized, messageOf } from '../api'
import { PDF_TYPE } from '../editors/bulletinPdf'
import { ErrorNote } from '../ui'
import { useUploadSchoolFormFileMutation } from './api'
import { DECLARED } from './text'
import * as styles from './Declared.module.css'

const looksPdf = (file: File) =>
  file.type === PDF_TYPE || (file.type === '' && /\.pdf$/i.test(file.name))

export function SchoolFormFile({
  name,
  label,
  hint = DECLARED.file.hint,
  required,
}: FieldBaseProps) {
  const { field, helpers, errors } = useFieldFeedback<string>(name, hint)
  const [upload] = useUploadSchoolFormFileMutation()
  const [chosen, setChosen] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const id = fieldId(name)
  const current = typeof field.value === 'string' ? field.value : ''

  async function send() {
    setDone('')
    const problem = !chosen
      ? DECLARED.file.chooseFirst
      : looksPdf(chosen)
        ? ''
        : DECLARED.file.notPdf
    setError(problem)
    if (problem || !chosen) return
    setSending(true)
    try {
      const answer = await upload({ pdf: chosen, name: chosen.name }).unwrap()
      await helpers.setValue(answer.file)
      setDone(DECLARED.file.uploaded(answer.file.split('/').at(-1) ?? answer.file))
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
    } finally {
      setSending(false)
    }
  }

  const describedBy = [hintId(name), errors.length ? errorsId(name) : ''].filter(Boolean).join(' ')
  return (
    <div className={`${frame.field} ${styles.file} ${errors.length ? frame.invalid : ''}`}>
      <label htmlFor={id} className={frame.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <FieldMessages name={name} hint={hint} errors={errors} />
      <p>
        {current ? DECLARED.file.current(current.split('/').at(-1) ?? current) : DECLARED.file.none}
      </p>
      <input
        id={id}
        type="file"
        accept={`${PDF_TYPE},.pdf`}
        aria-describedby={describedBy}
        aria-invalid={errors.length > 0 || undefined}
        onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
      />
      <div className={styles.actions}>
        <button type="button" className="button" disabled={sending} onClick={() => void send()}>
          {sending ? DECLARED.file.uploading : DECLARED.file.upload}
        </button>
      </div>
      <ErrorNote message={error} />
      {done && <p role="status">{done}</p>}
    </div>
  )
}
