import { Link } from 'gatsby'
import { useState } from 'react'
import { SelectField, TextareaField, TextField } from '../../components/form'
import { validateNewsCreate, validateNewsUpdate } from '../../domain/content/editing'
import { englishFieldsFor } from '../../domain/content/editing/english'
import { routes } from '../../domain/routes'
import { ConfirmButton } from '../ConfirmButton'
import { InputField } from '../InputField'
import { staffPath, type JustCreated } from '../routes'
import { NEWS } from './text/news'
import type { NewsContent, NewsSummary, Versioned } from '../types'
import { SavedNotes } from './RemovedNotice'
import { ErrorNote, ResourceView, useViewTitle, StaffTable } from '../ui'
import { isUnauthorized, messageOf } from '../api'
import {
  NEWS_API,
  useCreateNewsMutation,
  useNewsItemQuery,
  useNewsQuery,
  useSaveNewsItemMutation,
} from './api'
import { useReadNow } from '../query/hooks'
import { problemOf } from '../refusal'
import { resourceOf } from '../query/resource'
import { ContentEditor, domainValidate } from './ContentEditor'
import { englishFormValues, LanguageTabs, type WithEnglish } from './EnglishVersion'
import { NewDatedEntry } from './NewDatedEntry'
import { DatedPreview } from './preview'
import { NewsImage } from './NewsImage'
import { PublishProgress } from './PublishProgress'
import { useSavedContent } from './useSavedContent'

interface NewsValues {
  title: string
  date: string
  body: string
  /** 'true' or 'false', as the select gives it. */
  published: string
}

const validateCreate = domainValidate(({ title, date, body }: NewsValues) =>
  validateNewsCreate({ title, date, body }),
)
/** An item being edited, with its English version (issue #35). */
type EditedNews = WithEnglish<NewsValues>

const validateUpdate = domainValidate(({ title, body, published }: EditedNews) =>
  validateNewsUpdate({ title, body, published: published === 'true' }),
)

/** The English version's fields of a news item: title, summary, photo description, text. */
const englishFields = (id: string) => englishFieldsFor(`news/${id}.md`) ?? []

const newsValues = ({ id, title, date, body, published, english }: NewsContent): EditedNews => ({
  title,
  date: date.slice(0, 10),
  body,
  published: String(published),
  english: englishFormValues(englishFields(id), english),
})

/** PUT /api/gazda/content/news/{id} takes these and no more (the date is part of the id). */
const updateBody = (item: Pick<NewsContent, 'title' | 'body' | 'published'>) => ({
  title: item.title,
  body: item.body,
  published: item.published,
})

/** The public address of an item: its file is YYYY-MM-DD-slug, its page /wiadomosci/{slug}/. */
export const newsPublicPath = (id: string, published: boolean) =>
  published ? routes.newsItem(id.replace(/^\d{4}-\d{2}-\d{2}-/, '')) : routes.news()

/** A new item's date can be chosen; an existing one's is part of its id and stays. */
function NewsFields({ editing }: { editing: boolean }) {
  return (
    <>
      <TextField name="title" label={NEWS.title} required />
      {!editing && <InputField name="date" type="date" label={NEWS.date} required />}
      <TextareaField name="body" label={NEWS.body} hint={NEWS.bodyHint} rows={14} required />
      {editing && (
        <SelectField
          name="published"
          label={NEWS.visibility}
          options={[
            { value: 'true', label: NEWS.published },
            { value: 'false', label: NEWS.unpublished },
          ]}
          required
        />
      )}
    </>
  )
}

/** /gazda/new/: every news item with its state, publish or unpublish; and a new item. */
export function NewsList() {
  const list = resourceOf(useNewsQuery())
  const readNow = useReadNow()
  const [saveItem] = useSaveNewsItemMutation()
  const [createNews] = useCreateNewsMutation()
  const [toggled, setToggled] = useState<{ at: number; path: string } | null>(null)
  const [error, setError] = useState('')

  async function toggle(item: NewsSummary) {
    setError('')
    try {
      const current = await readNow<NewsContent>(`${NEWS_API}/${item.id}`)
      const published = !current.published
      const body = { ...updateBody({ ...current, published }), version: current.version }
      // The list is loaded again by its tag.
      await saveItem({ id: item.id, body }).unwrap()
      setToggled({ at: Date.now(), path: newsPublicPath(item.id, published) })
    } catch (caught) {
      if (isUnauthorized(caught)) return
      // An item other pages link to cannot be unpublished: the API says which files.
      setError(problemOf(caught)?.inputErrors?.published?.join(' ') || messageOf(caught))
    }
  }

  return (
    <>
      <ResourceView resource={list} onRetry={list.reload}>
        {(items) => (
          <StaffTable
            caption={NEWS.listCaption}
            columns={[NEWS.title, NEWS.date, NEWS.visibility, NEWS.action]}
          >
            {items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={staffPath({ view: 'newsItem', id: item.id })}>{item.title}</Link>
                </th>
                <td>{item.date}</td>
                <td>{item.published ? NEWS.published : NEWS.unpublished}</td>
                <td>
                  {item.published ? (
                    <ConfirmButton
                      question={NEWS.unpublishQuestion(item.title)}
                      onConfirm={() => void toggle(item)}
                    >
                      {NEWS.unpublish}
                      <span className="visually-hidden">: {item.title}</span>
                    </ConfirmButton>
                  ) : (
                    <button type="button" className="button" onClick={() => void toggle(item)}>
                      {NEWS.publish}
                      <span className="visually-hidden">: {item.title}</span>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </StaffTable>
        )}
      </ResourceView>
      <ErrorNote message={error} />
      {toggled && <PublishProgress savedAt={toggled.at} publicPath={toggled.path} />}

      <NewDatedEntry<NewsValues>
        id="news-new"
        heading={NEWS.create}
        draftId="gazda/news/new"
        more={{ published: 'true' }}
        onReload={list.reload}
        validate={validateCreate}
        submitLabel={NEWS.createSubmit}
        create={(values) => createNews(values).unwrap()}
        editorPath={(id) => staffPath({ view: 'newsItem', id })}
        publicPath={routes.news()}
      >
        <NewsFields editing={false} />
      </NewDatedEntry>
    </>
  )
}

/**
 * /gazda/new/{id}/: one news item; `savedAt` when it was just created (its publication), with
 * what the site leaves out of it.
 */
export function NewsItemEditor({ id, savedAt, removed = [] }: JustCreated & { id: string }) {
  const item = resourceOf(useNewsItemQuery(id))
  const [saveItem] = useSaveNewsItemMutation()
  const saved = useSavedContent(item, `${NEWS_API}/${id}`, newsValues)
  // The text's version after a save here: the photo's changes are saves of the same file.
  const [textVersion, setTextVersion] = useState<Versioned['version'] | null>(null)
  const [imageAt, setImageAt] = useState<number | null>(null)
  useViewTitle(item.status === 'ready' ? NEWS.heading(item.data.title) : null)
  const publishedAt = imageAt ?? savedAt
  return (
    <ResourceView resource={item} onRetry={item.reload}>
      {(content) => (
        <>
          <SavedNotes
            savedAt={publishedAt}
            publicPath={newsPublicPath(content.id, content.published)}
            removed={removed}
          />
          <ContentEditor<EditedNews>
            draftId={`gazda/news/${id}`}
            {...saved(content)}
            validate={validateUpdate}
            save={(values, version) => {
              const published = values.published === 'true'
              return saveItem({
                id,
                body: { ...updateBody({ ...values, published }), version, english: values.english },
              }).unwrap()
            }}
            onSaved={(_values, answer) => setTextVersion(answer.version)}
            publicPath={(values) => newsPublicPath(id, values.published === 'true')}
            preview={(values) => <DatedPreview values={values} />}
          >
            <LanguageTabs fields={englishFields(id)}>
              <NewsFields editing />
            </LanguageTabs>
          </ContentEditor>
          <NewsImage
            id={id}
            title={content.title}
            image={content.image}
            imageAlt={content.imageAlt}
            version={textVersion ?? content.version}
            onChanged={() => {
              setTextVersion(null)
              setImageAt(Date.now())
              item.reload()
            }}
            onReload={() => {
              setTextVersion(null)
              item.reload()
            }}
          />
        </>
      )}
    </ResourceView>
  )
}
