import { useCallback, useRef, useState, type ChangeEvent } from 'react'
import { CheckIcon } from '../icons'
import { FieldFrame, type FieldBaseProps } from './FieldFrame'
import { REMOVE_LABEL, UPLOAD_PENDING_MESSAGE, UPLOADED_TEXT, UPLOADING_TEXT } from './messages'
import { DEFAULT_UPLOAD_URL, type UploadedFile } from './uploadFile'
import { useFieldFeedback } from './useFieldFeedback'
import { useUploads } from './useUploads'
import * as frame from './FieldFrame.module.css'
import * as styles from './FileUpload.module.css'

export interface FileUploadProps extends FieldBaseProps {
  /** Where each file is POSTed (SPEC.md §7 "File upload"). */
  url?: string
  /** The file input's accept: `image/*,application/pdf`. */
  accept?: string
  multiple?: boolean
}

/**
 * SPEC.md §3 "File entry": each chosen file is uploaded at once, with its progress shown; the
 * field's value is the list of uploaded files ({name, type, url, uuid}). A refused file keeps the
 * server's message beside it. While a file is on its way the field is invalid, so a submit waits
 * for the uploads (SPEC.md §4 "Form submission": uploads, then the submit handler).
 */
export function FileUpload({
  name,
  label,
  hint,
  required,
  disabled,
  url = DEFAULT_UPLOAD_URL,
  accept,
  multiple = true,
}: FileUploadProps) {
  // The newest list, for uploads that finish before React renders the one before.
  const latest = useRef<UploadedFile[]>([])
  const [announcement, setAnnouncement] = useState('')
  const uploads = useUploads(url, (file) => {
    setFiles([...latest.current, file])
    setAnnouncement(`${UPLOADED_TEXT}: ${file.name}`)
  })
  const { isUploading } = uploads
  const validate = useCallback(
    () => (isUploading() ? UPLOAD_PENDING_MESSAGE : undefined),
    [isUploading],
  )
  const { field, helpers, errors, a11yProps } = useFieldFeedback<UploadedFile[]>(
    { name, validate },
    hint,
  )
  latest.current = field.value ?? []

  function setFiles(files: UploadedFile[]) {
    latest.current = files
    void helpers.setTouched(true, false)
    void helpers.setValue(files)
  }

  function onChoose(event: ChangeEvent<HTMLInputElement>) {
    uploads.start(Array.from(event.target.files ?? []))
    event.target.value = '' // so that the same file can be chosen again after a refusal
  }

  const removeButton = (fileName: string, onClick: () => void) => (
    <button type="button" className={`button ${styles.remove}`} onClick={onClick}>
      {REMOVE_LABEL}
      <span className="visually-hidden"> {fileName}</span>
    </button>
  )

  return (
    <FieldFrame name={name} label={label} hint={hint} required={required} errors={errors}>
      <input
        {...a11yProps}
        type="file"
        name={name}
        className={frame.control}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-required={required || undefined}
        onChange={onChoose}
        onBlur={() => helpers.setTouched(true)}
      />
      <ul className={styles.files}>
        {latest.current.map((file, index) => (
          <li key={file.uuid || file.url} className={styles.file}>
            <span className={styles.name}>{file.name}</span>
            {uploads.isRecent(file.url) && (
              <span className={styles.done}>
                <CheckIcon />
                {UPLOADED_TEXT}
              </span>
            )}
            {removeButton(file.name, () => setFiles(latest.current.filter((_, i) => i !== index)))}
          </li>
        ))}
        {uploads.pending.map((upload) => (
          <li key={upload.key} className={styles.file}>
            <span className={styles.name}>{upload.name}</span>
            {upload.error ? (
              <span role="alert" className={styles.error}>
                {upload.error}
              </span>
            ) : (
              <span className={styles.progress}>
                <progress
                  max={100}
                  value={upload.progress}
                  aria-label={UPLOADING_TEXT(upload.name)}
                />
                <span aria-hidden="true">{upload.progress} %</span>
              </span>
            )}
            {removeButton(upload.name, () => uploads.dismiss(upload.key))}
          </li>
        ))}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </FieldFrame>
  )
}
