// The staff area's screens of every declared kind of content (issue #30), made from its
// declaration alone: /gazda/{path}/ lists the records (a table, cards on a phone) with a search
// box and "Dodaj …"; /gazda/{path}/{id}/ edits one, /gazda/{path}/nowy/ adds one. The form is the
// content editors' (ContentEditor: drafts in the tab, 409 merged, errors beside the fields, the
// publication followed) with fields generated from the declaration.
import { Link } from 'gatsby'
import { useMemo, useRef, useState } from 'react'
import { useFormikContext } from 'formik'
import type { ContentDeclaration } from '../../domain/content/declare'
import { DECLARATIONS } from '../../domain/content/declarations'
import { foldPolish } from '../../domain/foldPolish'
import { routes } from '../../domain/routes'
import { schoolDay } from '../../domain/schoolTime'
import { ConfirmButton } from '../ConfirmButton'
import { isUnauthorized, messageOf } from '../api'
import { englishFieldsFor, ENGLISH_KEY } from '../../domain/content/editing/english'
import { ContentEditor } from '../editors/ContentEditor'
import { englishFormValues, LanguageTabs } from '../editors/EnglishVersion'
import { ENGLISH_TAB } from '../editors/text/english'
import { MarkdownPreview } from '../editors/preview'
import { PublishProgress } from '../editors/PublishProgress'
import { openCreated, SavedNotes } from '../editors/RemovedNotice'
import { useSavedContent } from '../editors/useSavedContent'
import { FilterBar, FilterSearch } from '../Filters'
import { resourceOf } from '../query/resource'
import { NEW_RECORD, type JustCreated } from '../routes'
import { useSchool } from '../school'
import { useStaff } from '../session'
import { StaffTable } from '../StaffTable'
import { ErrorNote, ResourceView, useViewTitle } from '../ui'
import {
  declaredApiPath,
  useCreateDeclaredMutation,
  useDeclaredListQuery,
  useDeclaredRecordQuery,
  useDeleteDeclaredMutation,
  useSaveDeclaredMutation,
  type DeclaredItem,
  type DeclaredRecord,
  type RecordValues,
} from './api'
import { DeclaredField, type FieldChoices } from './DeclaredFields'
import { DECLARED } from './text'
import {
  cellText,
  formShape,
  formValues,
  emptyValues,
  saveBody,
  sortedItems,
  validateForm,
  type FormShape,
  type FormValues,
} from './values'
import * as staff from '../Staff.module.css'
import * as styles from './Declared.module.css'
import type { ScreenViews } from '../routes'
import type { declaredScreens } from './screens'

/** A declared kind's address word (its `path`) to its declaration. */
export const declarationAt = (path: string) => DECLARATIONS.find((item) => item.path === path)

/** The kinds a staff member edits: a teacher those opened to teachers, anyone else every one. */
export const kindsFor = (role: string | undefined) =>
  DECLARATIONS.filter((declaration) => role !== 'teacher' || declaration.teachers === true)

const listPath = (declaration: ContentDeclaration) => routes.staffList(declaration.path)
const recordPath = (declaration: ContentDeclaration, id: string) =>
  routes.staffRecord(declaration.path, encodeURIComponent(id))

/** The logged-in staff member: a teacher (their own classes) or not. */
function useAccount() {
  const { isTeacher, classes } = useStaff()
  return { teacher: isTeacher, classes: isTeacher ? classes : null }
}

/** /gazda/{path}/ */
export function DeclaredListView({ path }: { path: string }) {
  const declaration = declarationAt(path)
  if (!declaration) return <p>{DECLARED.none}</p>
  return <DeclaredList declaration={declaration} />
}

/** /gazda/{path}/{id}/ and /gazda/{path}/nowy/ */
export function DeclaredRecordView({
  path,
  id,
  savedAt,
  removed = [],
}: JustCreated & { path: string; id: string }) {
  const declaration = declarationAt(path)
  if (!declaration) return <p>{DECLARED.none}</p>
  return id === NEW_RECORD ? (
    <NewRecord declaration={declaration} />
  ) : (
    <EditRecord declaration={declaration} id={id} savedAt={savedAt} removed={removed} />
  )
}

function DeclaredList({ declaration }: { declaration: ContentDeclaration }) {
  const list = resourceOf(useDeclaredListQuery(declaration.kind))
  const school = useSchool()
  const [search, setSearch] = useState('')
  const columns = declaration.fields.filter((field) => field.column)
  const headers = [
    ...(columns.length ? columns.map((field) => field.label) : [DECLARED.name]),
    ...(declaration.drafts ? [DECLARED.state] : []),
  ]
  const cells = (item: DeclaredItem) =>
    columns.length
      ? columns.map((field) => cellText(field, item.values[field.name], school))
      : [item.name]
  const folded = (text: string) => foldPolish(text).toLowerCase()
  return (
    <ResourceView resource={list} onRetry={list.reload}>
      {({ items, canCreate }) => {
        const sorted = sortedItems(declaration, items)
        const wanted = folded(search.trim())
        const shown = wanted
          ? sorted.filter((item) => folded([item.name, ...cells(item)].join(' ')).includes(wanted))
          : sorted
        return (
          <>
            <div className={styles.listHead}>
              {canCreate ? (
                <Link className="button button--primary" to={recordPath(declaration, NEW_RECORD)}>
                  {DECLARED.add(declaration.one)}
                </Link>
              ) : (
                <p className={staff.muted}>{DECLARED.fixedRecords}</p>
              )}
              {items.length > 0 && (
                <FilterBar label={DECLARED.filterBar}>
                  <FilterSearch
                    id={`declared-search-${declaration.kind}`}
                    label={DECLARED.filter}
                    value={search}
                    onChange={setSearch}
                  />
                </FilterBar>
              )}
            </div>
            {items.length === 0 ? (
              <p>{DECLARED.none}</p>
            ) : (
              <>
                <p role="status" className={staff.muted}>
                  {DECLARED.shown(shown.length, items.length)}
                </p>
                {shown.length === 0 ? (
                  <p>{DECLARED.noneFound}</p>
                ) : (
                  <StaffTable caption={declaration.title} columns={headers}>
                    {shown.map((item) => {
                      const [first = '', ...rest] = cells(item)
                      return (
                        <tr key={item.id}>
                          <th scope="row">
                            <Link to={recordPath(declaration, item.id)}>
                              {first || item.name || item.id}
                            </Link>
                          </th>
                          {rest.map((text, index) => (
                            <td key={index}>{text}</td>
                          ))}
                          {declaration.drafts && (
                            <td>
                              {item.values.published === false
                                ? DECLARED.draft
                                : DECLARED.published}
                            </td>
                          )}
                        </tr>
                      )
                    })}
                  </StaffTable>
                )}
              </>
            )}
          </>
        )
      }}
    </ResourceView>
  )
}

/** The choices the form's fields offer: a teacher's own classes, the school's teachers. */
function useChoices(declaration: ContentDeclaration, teacher: boolean, classes: string[] | null) {
  const school = useSchool()
  const needsTeachers = !teacher && declaration.fields.some((field) => field.type === 'teacher')
  const { data } = useDeclaredListQuery('teachers', { skip: !needsTeachers })
  return useMemo<FieldChoices>(
    () => ({
      levels:
        teacher && classes
          ? school.levels.filter((level) => classes.includes(level.id))
          : school.levels,
      teachers: [
        ...new Set(
          (data?.items ?? []).map((item) => String(item.values.name ?? '')).filter(Boolean),
        ),
      ],
    }),
    [school.levels, teacher, classes, data],
  )
}

/**
 * The fields of a record's English version (issue #35): a markdown file's text fields and body;
 * none for a kind kept in YAML.
 */
const englishFieldsOf = (declaration: ContentDeclaration, id: string) => {
  const { storage } = declaration
  if (storage.form !== 'files' || storage.ext !== '.md') return undefined
  return englishFieldsFor(`${storage.dir}/${id}${storage.ext}`)
}

/** A field's label from its Formik name, for the conflict note: books.0.title → Podręczniki 1: Tytuł. */
function fieldLabelOf(declaration: ContentDeclaration) {
  return (name: string): string => {
    if (name.startsWith(`${ENGLISH_KEY}.`)) {
      const inner = fieldLabelOf(declaration)(name.slice(ENGLISH_KEY.length + 1))
      return ENGLISH_TAB.label(inner)
    }
    const [top, index, sub] = name.split('.')
    if (top === 'body') return declaration.body?.label ?? name
    const field = declaration.fields.find((f) => f.name === top)
    if (!field) return name
    const inner = sub ? field.fields?.find((f) => f.name === sub) : undefined
    return inner && index !== undefined
      ? `${DECLARED.item(field.label, Number(index) + 1)}: ${inner.label}`
      : field.label
  }
}

/** The fields of the form, then the values shown but not typed (a homework's number). */
function RecordFields({
  shape,
  fixedValues,
  choices,
  teacher,
}: {
  shape: FormShape
  fixedValues: RecordValues
  choices: FieldChoices
  teacher: boolean
}) {
  const school = useSchool()
  const { declaration } = shape
  return (
    <>
      {shape.fixed.length > 0 && (
        <dl className={styles.fixed}>
          {shape.fixed.map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{cellText(field, fixedValues[field.name], school)}</dd>
            </div>
          ))}
        </dl>
      )}
      {teacher && declaration.fields.some((field) => field.type === 'teacher') && (
        <p className={staff.muted}>{DECLARED.teacherFilled}</p>
      )}
      {shape.fields.map((field) => (
        <DeclaredField key={field.name} field={field} name={field.name} choices={choices} />
      ))}
      {declaration.body && (
        <DeclaredField
          field={{
            name: 'body',
            type: 'markdown',
            label: declaration.body.label,
            required: declaration.body.required,
          }}
          name="body"
          choices={choices}
        />
      )}
    </>
  )
}

/** The record as the site will show its text: its name, its markdown fields and body. */
function RecordPreview({ shape, values }: { shape: FormShape; values: FormValues }) {
  const { declaration } = shape
  const school = useSchool()
  const sent = saveBody(shape, values)
  const texts = shape.fields.filter((field) => field.type === 'markdown')
  const plain = shape.fields.filter(
    (field) => field.type !== 'markdown' && field.type !== 'records' && field.type !== 'file',
  )
  return (
    <>
      <p className={staff.previewTitle}>{declaration.nameOf(sent)}</p>
      <dl className={styles.fixed}>
        {plain
          .filter((field) => cellText(field, sent[field.name], school) !== '')
          .map((field) => (
            <div key={field.name}>
              <dt>{field.label}</dt>
              <dd>{cellText(field, sent[field.name], school)}</dd>
            </div>
          ))}
      </dl>
      {texts.map((field) => (
        <MarkdownPreview key={field.name} markdown={String(sent[field.name] ?? '')} />
      ))}
      {declaration.body && <MarkdownPreview markdown={String(sent.body ?? '')} />}
    </>
  )
}

const DRAFT_BUTTONS = [
  { publish: true, className: 'button button--primary', label: DECLARED.publish },
  { publish: false, className: 'button', label: DECLARED.saveDraft },
]

/** "Opublikuj" and "Zapisz jako szkic" of a kind with drafts; `chosen` says which was pressed. */
function DraftButtons({ published, chosen }: { published: boolean; chosen: { current: boolean } }) {
  const { isSubmitting } = useFormikContext()
  return (
    <div className={styles.actions}>
      <p className={staff.muted}>{published ? DECLARED.publishedNow : DECLARED.draftNow}</p>
      {DRAFT_BUTTONS.map(({ publish, className, label }) => (
        <button
          key={label}
          type="submit"
          className={className}
          disabled={isSubmitting}
          onClick={() => (chosen.current = publish)}
        >
          {label}
        </button>
      ))}
    </div>
  )
}

/** What the form of a record shares, new or not. */
function useRecordForm(declaration: ContentDeclaration, creating: boolean) {
  const { teacher, classes } = useAccount()
  const shape = useMemo(
    () => formShape(declaration, { creating, teacher }),
    [declaration, creating, teacher],
  )
  const choices = useChoices(declaration, teacher, classes)
  return {
    shape,
    choices,
    teacher,
    validate: (values: FormValues) => validateForm(shape, values),
    fieldLabel: fieldLabelOf(declaration),
  }
}

function NewRecord({ declaration }: { declaration: ContentDeclaration }) {
  const form = useRecordForm(declaration, true)
  const [create] = useCreateDeclaredMutation()
  const publish = useRef(true)
  const [initial] = useState(() => emptyValues(form.shape, schoolDay()))
  useViewTitle(DECLARED.newTitle(declaration.one))
  return (
    <ContentEditor<FormValues>
      draftId={`gazda/declared/${declaration.kind}/new`}
      initial={initial}
      version={0}
      onReload={() => undefined}
      validate={form.validate}
      fieldLabel={form.fieldLabel}
      submitLabel={DECLARED.create}
      actions={declaration.drafts ? <DraftButtons published={false} chosen={publish} /> : undefined}
      save={async (values) => {
        const body = saveBody(form.shape, values)
        if (declaration.drafts) body.published = publish.current
        const answer = await create({ kind: declaration.kind, body }).unwrap()
        return openCreated(recordPath(declaration, answer.id), answer)
      }}
      publicPath={() => listPath(declaration)}
      preview={(values) => <RecordPreview shape={form.shape} values={values} />}
    >
      <RecordFields
        shape={form.shape}
        fixedValues={{}}
        choices={form.choices}
        teacher={form.teacher}
      />
    </ContentEditor>
  )
}

function EditRecord({
  declaration,
  id,
  savedAt,
  removed,
}: {
  declaration: ContentDeclaration
  id: string
  savedAt?: number
  removed: string[]
}) {
  const record = resourceOf(useDeclaredRecordQuery({ kind: declaration.kind, id }))
  const form = useRecordForm(declaration, false)
  const [saveRecord] = useSaveDeclaredMutation()
  const [deleteRecord] = useDeleteDeclaredMutation()
  const english = englishFieldsOf(declaration, id)
  const valuesOf = (content: DeclaredRecord) => {
    const values = formValues(form.shape, content.values, content.body)
    if (english) values[ENGLISH_KEY] = englishFormValues(english, content.english)
    return values
  }
  const saved = useSavedContent(record, declaredApiPath(declaration.kind, id), valuesOf)
  const publish = useRef(true)
  /** The version and published state after this screen's own saves. */
  const [after, setAfter] = useState<{
    version: string
    published: boolean
    values: RecordValues
  } | null>(null)
  const [deleted, setDeleted] = useState<{ at: number; name: string; path: string } | null>(null)
  const [error, setError] = useState('')
  const name =
    record.status === 'ready' ? declaration.nameOf(after?.values ?? record.data.values) : ''
  useViewTitle(record.status === 'ready' ? DECLARED.recordTitle(declaration.one, name) : null)

  if (deleted) {
    return (
      <>
        <p role="status">{DECLARED.deleted(deleted.name)}</p>
        <PublishProgress savedAt={deleted.at} publicPath={deleted.path} />
        <p>
          <Link to={listPath(declaration)}>{DECLARED.backToList}</Link>
        </p>
      </>
    )
  }

  async function remove(content: DeclaredRecord) {
    setError('')
    try {
      const version = after?.version ?? content.version
      await deleteRecord({ kind: declaration.kind, id, version }).unwrap()
      const values = after?.values ?? content.values
      // A record's own page goes with it: the publication links to the site's front page then.
      const own = declaration.publicPath(values, id)
      const path = declaration.storage.form === 'files' ? '/' : own
      setDeleted({ at: Date.now(), name: name || id, path })
    } catch (caught) {
      if (!isUnauthorized(caught)) setError(messageOf(caught))
    }
  }

  const fixed = (content: DeclaredRecord) =>
    Object.fromEntries(
      form.shape.fixed
        .filter((field) => !field.readOnly)
        .map((field) => [field.name, content.values[field.name]]),
    )
  const canDelete = !(declaration.storage.form === 'files' && declaration.storage.fixedIds)
  return (
    <ResourceView resource={record} onRetry={record.reload}>
      {(content) => {
        const published = after?.published ?? content.values.published !== false
        const pathOf = (values: FormValues) =>
          declaration.publicPath({ ...content.values, ...saveBody(form.shape, values) }, id)
        const fields = (
          <RecordFields
            shape={form.shape}
            fixedValues={content.values}
            choices={form.choices}
            teacher={form.teacher}
          />
        )
        return (
          <>
            <SavedNotes
              savedAt={savedAt}
              publicPath={pathOf(valuesOf(content))}
              removed={removed}
            />
            <ContentEditor<FormValues>
              draftId={`gazda/declared/${declaration.kind}/${id}`}
              {...saved(content)}
              validate={form.validate}
              fieldLabel={form.fieldLabel}
              actions={
                declaration.drafts ? (
                  <DraftButtons published={published} chosen={publish} />
                ) : undefined
              }
              save={async (values, version) => {
                const body = { ...fixed(content), ...saveBody(form.shape, values) }
                const publishing = declaration.drafts ? publish.current : published
                if (declaration.drafts) body.published = publishing
                const answer = await saveRecord({
                  kind: declaration.kind,
                  id,
                  body: { ...body, version, ...(english && { english: values[ENGLISH_KEY] }) },
                }).unwrap()
                setAfter({
                  version: String(answer.version),
                  published: publishing,
                  values: { ...content.values, ...body },
                })
                return answer
              }}
              publicPath={pathOf}
              preview={(values) => <RecordPreview shape={form.shape} values={values} />}
            >
              {english ? <LanguageTabs fields={english}>{fields}</LanguageTabs> : fields}
            </ContentEditor>
            {canDelete && (
              <div className={styles.actions}>
                <ConfirmButton
                  question={DECLARED.deleteQuestion(name || id)}
                  onConfirm={() => void remove(content)}
                >
                  {DECLARED.delete}
                  <span className="visually-hidden">: {name || id}</span>
                </ConfirmButton>
              </div>
            )}
            <ErrorNote message={error} />
          </>
        )
      }}
    </ResourceView>
  )
}

/** Every declared kind's screens (./screens.ts). */
export const declaredViews: ScreenViews<typeof declaredScreens> = {
  declaredList: ({ path }) => <DeclaredListView path={path} />,
  declaredRecord: ({ path, id }, created) => (
    <DeclaredRecordView key={id} path={path} id={id} {...created} />
  ),
}
