// What every content editor does (issue #7): start from the server's text or from the tab's
// draft, keep a draft of every unsaved change (draftsSlice, sessionStorage: a reload or an expired
// session loses nothing), save with the version it started from (409: someone else saved; 400:
// errors beside the fields), then follow the publication. The preview uses the public components.
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { applyServerErrors, FormErrorSummary, SubmitButton } from '../../components/form'
import { FocusFirstError } from '../../forms/FormEffects'
import { toFormikErrors } from '../../forms/formik'
import { useDraft } from '../../forms/useDraft'
import type { ValidationResult } from '../../domain/formErrors'
import { confirmLinksForNextSave, isStaffError, linksToConfirm } from '../api'
import { CONFLICT, EDITOR } from './text/editing'
import { formatSchoolDateTime as formatDateTime } from '../../domain/schoolClock'
import type { SaveAnswer, Versioned } from '../types'
import { Loading } from '../ui'
import { ConflictNote } from './ConflictNote'
import { mergeValues, type MergeConflict } from './merge'
import { PublishProgress } from './PublishProgress'
import { RemovedNotice, removedMessages } from './RemovedNotice'
import * as styles from '../Staff.module.css'

interface EditorDraft<V> {
  values: V
  /** The server's version the draft was typed over. */
  version: Versioned['version']
}

export interface ContentEditorProps<V extends object> {
  /** The draft's key in draftsSlice, e.g. gazda/faq. */
  draftId: string
  /** The server's values and their version. */
  initial: V
  version: Versioned['version']
  /** Loads the server's current version again (after a 409, when `current` is not given). */
  onReload: () => void
  /** The saved values and their version now, to merge with after a 409 (merge.ts). */
  current?: () => Promise<{ values: V; version: Versioned['version'] }>
  /** A field's label for the conflict note (items.6.answer → Odpowiedź 7). */
  fieldLabel?: (name: string) => string
  /** The save's mutation, unwrapped: it rejects with the server's refusal. */
  save: (values: V, version: Versioned['version']) => Promise<SaveAnswer>
  onSaved?: (values: V, answer: Versioned) => void
  /** The API's own rules (src/domain/content/editing), so both say the same in Polish. */
  validate?: (values: V) => FormikErrors<V>
  publicPath: (values: V) => string
  children: ReactNode
  preview: (values: V) => ReactNode
  submitLabel?: string
  /** In place of the submit button: a kind with drafts has "Opublikuj" and "Zapisz jako szkic". */
  actions?: ReactNode
}

/** A server's field name (items[0].answer or items.0.answer) as a Formik path. */
export const formikPath = (name: string) => name.replace(/\[(\d+)\]/g, '.$1')

/** A Formik `validate` from a domain validation of what the form will send. */
export function domainValidate<V, R>(check: (values: V) => ValidationResult<R>) {
  return (values: V): FormikErrors<V> => {
    const result = check(values)
    return result.valid ? {} : toFormikErrors<V>(result.errors, formikPath)
  }
}

export function ContentEditor<V extends object>(props: ContentEditorProps<V>) {
  const { ready, draft, save, clear } = useDraft<EditorDraft<V>>(props.draftId)
  if (!ready) return <Loading />
  // A new server version (after a 409 and a reload) starts the form again, from the draft.
  return (
    <EditorForm
      key={String(props.version)}
      {...props}
      draft={draft}
      saveDraft={save}
      clearDraft={clear}
    />
  )
}

function EditorForm<V extends object>({
  initial,
  version: loadedVersion,
  onReload,
  current,
  fieldLabel,
  save,
  onSaved,
  validate,
  publicPath,
  children,
  preview,
  submitLabel = EDITOR.save,
  actions,
  draft,
  saveDraft,
  clearDraft,
}: ContentEditorProps<V> & {
  draft: EditorDraft<V> | undefined
  saveDraft: (draft: EditorDraft<V>) => void
  clearDraft: () => void
}) {
  const formRef = useRef<HTMLFormElement>(null)
  const [restored, setRestored] = useState(draft)
  const [restoredAt] = useState(() => new Date().toISOString())
  const [version, setVersion] = useState(loadedVersion)
  const [saved, setSaved] = useState<V>(initial)
  const [savedAt, setSavedAt] = useState<number | null>(null)
  const [savedPath, setSavedPath] = useState('')
  const [conflict, setConflict] = useState(false)
  /** The merge after a 409: conflicts left for the editor (none: merged by itself). */
  const [merge, setMerge] = useState<MergeConflict[] | null>(null)
  const [removed, setRemoved] = useState<string[]>([])
  /** Issue #32: the confirmation of look-alike links the last save was asked about. */
  const [linksAsked, setLinksAsked] = useState<{ confirmation: string; links: string[] } | null>(
    null,
  )

  const keep = useCallback(
    (values: V) => saveDraft({ values, version: restored?.version ?? version }),
    [saveDraft, restored, version],
  )

  async function submit(values: V, helpers: FormikHelpers<V>) {
    helpers.setStatus(undefined)
    setConflict(false)
    setMerge(null)
    setRemoved([])
    setLinksAsked(null)
    try {
      const answer = await save(values, version)
      setRemoved(removedMessages(answer))
      setVersion(answer.version)
      setSaved(values)
      setRestored(undefined)
      clearDraft()
      helpers.resetForm({ values })
      setSavedPath(publicPath(values))
      setSavedAt(Date.now())
      onSaved?.(values, answer)
    } catch (error) {
      if (!isStaffError(error)) throw error
      // 401: the session sends the user to the login; the draft stays for afterwards.
      if (error.status === 401) return
      if (error.status === 409) {
        if (!current) return setConflict(true)
        // Three-way: from what this form started (saved), to what is saved now and to `values`.
        try {
          const now = await current()
          const merged = mergeValues(saved, now.values, values)
          setVersion(now.version)
          setSaved(now.values)
          saveDraft({ values: merged.values, version: now.version })
          helpers.setValues(merged.values, false)
          setMerge(merged.conflicts)
        } catch {
          helpers.setStatus({ formErrors: [CONFLICT.loadFailed] })
        }
        return
      }
      const confirmation = linksToConfirm(error)
      if (confirmation && error.problem.inputErrors) {
        const inputErrors = Object.fromEntries(
          Object.entries(error.problem.inputErrors).map(([name, list]) => [formikPath(name), list]),
        )
        applyServerErrors(helpers, { formErrors: [error.problem.message], inputErrors })
        setLinksAsked({ confirmation, links: Object.values(error.problem.inputErrors).flat() })
        return
      }
      if (error.status === 400 && error.problem.inputErrors) {
        const inputErrors = Object.fromEntries(
          Object.entries(error.problem.inputErrors).map(([name, list]) => [formikPath(name), list]),
        )
        const formErrors = error.problem.formErrors?.length
          ? error.problem.formErrors
          : [error.problem.message || EDITOR.invalid]
        applyServerErrors(helpers, { formErrors, inputErrors })
        return
      }
      helpers.setStatus({ formErrors: [error.problem.message] })
    }
  }

  return (
    <Formik<V> initialValues={restored?.values ?? initial} validate={validate} onSubmit={submit}>
      {({ values, resetForm, submitForm }) => (
        <div className={styles.editor}>
          <Form ref={formRef} noValidate className={styles.editorForm}>
            {restored && (
              <div className={styles.notice}>
                <p>{EDITOR.draftRestored(formatDateTime(restoredAt))}</p>
                {String(restored.version) !== String(version) && <p>{EDITOR.draftOutdated}</p>}
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    clearDraft()
                    setRestored(undefined)
                    resetForm({ values: saved })
                  }}
                >
                  {EDITOR.discardDraft}
                </button>
              </div>
            )}
            <FormErrorSummary title={EDITOR.failedTitle} />
            <KeepDraft saved={saved} onChange={keep} onSame={clearDraft} />
            <FocusFirstError form={formRef} />
            {children}
            <p className={styles.muted}>{EDITOR.draftNote}</p>
            {conflict && (
              <div role="alert" className={styles.error}>
                <p>{EDITOR.conflict}</p>
                <button type="button" className="button" onClick={onReload}>
                  {EDITOR.reload}
                </button>
              </div>
            )}
            {merge && <ConflictNote conflicts={merge} label={fieldLabel} />}
            {linksAsked && (
              <div role="alert" className={styles.error}>
                <p>{EDITOR.linksTitle}</p>
                <ul>
                  {linksAsked.links.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
                <button
                  type="button"
                  className="button"
                  onClick={() => {
                    confirmLinksForNextSave(linksAsked.confirmation)
                    void submitForm()
                  }}
                >
                  {EDITOR.linksConfirm}
                </button>
              </div>
            )}
            {actions ?? <SubmitButton label={submitLabel} />}
            <RemovedNotice messages={removed} />
            {savedAt !== null && <PublishProgress savedAt={savedAt} publicPath={savedPath} />}
          </Form>
          <section className={styles.preview} aria-labelledby="editor-preview">
            <h2 id="editor-preview">{EDITOR.preview}</h2>
            <div className={styles.previewBody}>{preview(values)}</div>
          </section>
        </div>
      )}
    </Formik>
  )
}

/** Keeps a draft of what differs from the saved text; none once they are the same again. */
function KeepDraft<V>({
  saved,
  onChange,
  onSame,
}: {
  saved: V
  onChange: (values: V) => void
  onSame: () => void
}) {
  const { values } = useFormikContext<V>()
  const savedJson = JSON.stringify(saved)
  const last = useRef(JSON.stringify(values))
  useEffect(() => {
    const json = JSON.stringify(values)
    if (json === last.current) return
    last.current = json
    if (json === savedJson) onSame()
    else onChange(values)
  }, [values, savedJson, onChange, onSame])
  return null
}
