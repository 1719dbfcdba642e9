import { TextareaField, TextField } from '../../components/form'
import { validatePage } from '../../domain/content/editing'
import { englishFieldsFor } from '../../domain/content/editing/english'
import { routes, type ContentPageSlug } from '../../domain/routes'
import { PAGE_EDITOR } from './text/pages'
import type { PageContent } from '../types'
import { ResourceView, useViewTitle } from '../ui'
import { pageApiPath, usePageQuery, useSavePageMutation } from './api'
import { resourceOf } from '../query/resource'
import { ContentEditor, domainValidate } from './ContentEditor'
import { englishFormValues, LanguageTabs, type WithEnglish } from './EnglishVersion'
import { MarkdownPreview } from './preview'
import { useSavedContent } from './useSavedContent'
import * as styles from '../Staff.module.css'

type PageValues = WithEnglish<Pick<PageContent, 'title' | 'body'>>

const validate = domainValidate(({ title, body }: PageValues) => validatePage({ title, body }))
/** The English version's fields of a content page (issue #35): its title and text. */
const englishFields = (slug: ContentPageSlug) => englishFieldsFor(`pages/${slug}.md`) ?? []

/** /gazda/page/{n}/: the n-th content page's title and markdown body (SPEC.md §2). */
export function PageEditor({ slug }: { slug: ContentPageSlug }) {
  const page = resourceOf(usePageQuery(slug))
  const [savePage] = useSavePageMutation()
  const pageValues = ({ title, body, english }: PageContent): PageValues => ({
    title,
    body,
    english: englishFormValues(englishFields(slug), english),
  })
  const saved = useSavedContent(page, pageApiPath(slug), pageValues)
  useViewTitle(page.status === 'ready' ? PAGE_EDITOR.heading(page.data.title) : null)
  return (
    <ResourceView resource={page} onRetry={page.reload}>
      {(content) => (
        <ContentEditor<PageValues>
          draftId={`gazda/page/${slug}`}
          {...saved(content)}
          validate={validate}
          save={({ title, body, english }, version) =>
            savePage({ slug, body: { title, body, version, english } }).unwrap()
          }
          publicPath={() => routes.page(slug)}
          preview={(values) => (
            <>
              <p className={styles.previewTitle}>{values.title}</p>
              <MarkdownPreview markdown={values.body} />
            </>
          )}
        >
          <LanguageTabs fields={englishFields(slug)}>
            <TextField name="title" label={PAGE_EDITOR.title} required />
            <TextareaField
              name="body"
              label={PAGE_EDITOR.body}
              hint={PAGE_EDITOR.bodyHint}
              rows={18}
            />
          </LanguageTabs>
        </ContentEditor>
      )}
    </ResourceView>
  )
}
