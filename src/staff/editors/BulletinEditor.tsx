import { Link } from 'gatsby'
import { useState, type FormEvent } from 'react'
import { TextareaField, TextField } from '../../components/form'
import { validateNewsCreate, validatePage } from '../../domain/content/editing'
import { englishFieldsFor } from '../../domain/content/editing/english'
import { routes } from '../../domain/routes'
import { isUnauthorized, messageOf } from '../api'
import { InputField } from '../InputField'
import { staffPath, type JustCreated } from '../routes'
import { BULLETINS } from './text/bulletins'
import type { BulletinContent } from '../types'
import { SavedNotes } from './RemovedNotice'
import { ErrorNote, ResourceView, useViewTitle, StaffTable } from '../ui'
import {
  useBulletinQuery,
  useBulletinsQuery,
  useCreateBulletinMutation,
  useSaveBulletinMutation,
  useUploadBulletinPdfMutation,
} from './api'
import { resourceOf } from '../query/resource'
import { bulletinApiPath, PDF_TYPE, pdfChoiceProblem } from './bulletinPdf'
import { ContentEditor, domainValidate } from './ContentEditor'
import { englishFormValues, LanguageTabs, type WithEnglish } from './EnglishVersion'
import { NewDatedEntry } from './NewDatedEntry'
import { DatedPreview } from './preview'
import { useSavedContent } from './useSavedContent'
import { Section } from '../Section'
import * as styles from '../Staff.module.css'

interface BulletinValues {
  title: string
  date: string
  body: string
}

const validateCreate = domainValidate(validateNewsCreate)
/** A bulletin being edited, with its English version (issue #35): its title and text. */
type EditedBulletin = WithEnglish<BulletinValues>

const validateUpdate = domainValidate(({ title, body }: EditedBulletin) =>
  validatePage({ title, body }),
)
const englishFields = (id: string) => englishFieldsFor(`bulletins/${id}.md`) ?? []
const bulletinValues = ({ id, title, date, body, english }: BulletinContent): EditedBulletin => ({
  title,
  date: date.slice(0, 10),
  body,
  english: englishFormValues(englishFields(id), english),
})

/** A new bulletin's date can be chosen; an existing one's is part of its id and stays. */
function BulletinFields({ editing }: { editing: boolean }) {
  return (
    <>
      <TextField name="title" label={BULLETINS.title} required />
      {!editing && <InputField name="date" type="date" label={BULLETINS.date} required />}
      <TextareaField
        name="body"
        label={BULLETINS.body}
        hint={BULLETINS.bodyHint}
        rows={12}
        required
      />
    </>
  )
}

/** /gazda/biuletin/: every bulletin with its PDF, and a new one. */
export function BulletinList() {
  const list = resourceOf(useBulletinsQuery())
  const [createBulletin] = useCreateBulletinMutation()
  return (
    <>
      <ResourceView resource={list} onRetry={list.reload}>
        {(items) => (
          <StaffTable
            caption={BULLETINS.listCaption}
            columns={[BULLETINS.title, BULLETINS.date, BULLETINS.file]}
          >
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={staffPath({ view: 'bulletin', id: item.id })}>{item.title}</Link>
                </th>
                <td>{item.date}</td>
                <td>{item.file ?? BULLETINS.noFile}</td>
              </tr>
            ))}
          </StaffTable>
        )}
      </ResourceView>

      <NewDatedEntry<BulletinValues>
        id="bulletin-new"
        heading={BULLETINS.create}
        draftId="gazda/bulletins/new"
        more={{}}
        onReload={list.reload}
        validate={validateCreate}
        submitLabel={BULLETINS.createSubmit}
        create={(values) => createBulletin(values).unwrap()}
        editorPath={(id) => staffPath({ view: 'bulletin', id })}
        publicPath={routes.bulletins()}
      >
        <BulletinFields editing={false} />
      </NewDatedEntry>
    </>
  )
}

/**
 * The bulletin's PDF: the file it has, and a new one sent as it is (PUT …/pdf); the bulletin is
 * then loaded again (its tag).
 */
function PdfUpload({ id, file, onUploaded }: BulletinPdfProps) {
  const [uploadPdf] = useUploadBulletinPdfMutation()
  const [chosen, setChosen] = useState<File | null>(null)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState('')
  const [done, setDone] = useState('')

  async function upload(event: FormEvent) {
    event.preventDefault()
    setDone('')
    const problem = pdfChoiceProblem(chosen)
    setError(problem)
    if (problem || !chosen) return
    setSending(true)
    try {
      const answer = await uploadPdf({ id, pdf: chosen, type: PDF_TYPE }).unwrap()
      setDone(BULLETINS.uploaded(answer.file))
      onUploaded()
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
    } finally {
      setSending(false)
    }
  }

  const inputId = `bulletin-pdf-${id}`
  return (
    <Section id="bulletin-pdf" heading={BULLETINS.pdfHeading}>
      <p>{file ? BULLETINS.currentFile(file) : BULLETINS.noFile}</p>
      <form onSubmit={(event) => void upload(event)} noValidate>
        <label htmlFor={inputId}>{BULLETINS.pdfInput}</label>
        <input
          id={inputId}
          type="file"
          accept={`${PDF_TYPE},.pdf`}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => setChosen(event.target.files?.[0] ?? null)}
        />
        <p id={`${inputId}-hint`} className={styles.muted}>
          {BULLETINS.pdfHint}
        </p>
        <button type="submit" className="button" disabled={sending}>
          {sending ? BULLETINS.uploading : BULLETINS.upload}
        </button>
      </form>
      <ErrorNote message={error} />
      {done && <p role="status">{done}</p>}
    </Section>
  )
}

interface BulletinPdfProps {
  id: string
  file: string | null
  onUploaded: () => void
}

/** /gazda/biuletin/{id}/: one bulletin's title, text and PDF; `savedAt` when it was just created. */
export function BulletinEditor({ id, savedAt, removed = [] }: JustCreated & { id: string }) {
  const item = resourceOf(useBulletinQuery(id))
  const [saveBulletin] = useSaveBulletinMutation()
  const saved = useSavedContent(item, bulletinApiPath(id), bulletinValues)
  const [uploadedAt, setUploadedAt] = useState<number | null>(null)
  useViewTitle(item.status === 'ready' ? BULLETINS.heading(item.data.title) : null)
  const publishedAt = uploadedAt ?? savedAt
  return (
    <ResourceView resource={item} onRetry={item.reload}>
      {(content) => (
        <>
          <SavedNotes savedAt={publishedAt} publicPath={routes.bulletins()} removed={removed} />
          <ContentEditor<EditedBulletin>
            draftId={`gazda/bulletins/${id}`}
            {...saved(content)}
            validate={validateUpdate}
            save={({ title, body, english }, version) =>
              saveBulletin({ id, body: { title, body, version, english } }).unwrap()
            }
            publicPath={() => routes.bulletins()}
            preview={(values) => <DatedPreview values={values} />}
          >
            <LanguageTabs fields={englishFields(id)}>
              <BulletinFields editing />
            </LanguageTabs>
          </ContentEditor>
          <PdfUpload id={id} file={content.file} onUploaded={() => setUploadedAt(Date.now())} />
        </>
      )}
    </ResourceView>
  )
}
