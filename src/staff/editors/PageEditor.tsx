import { TextareaField, TextField } from '../../components/form'
import { validatePage } from '../../domain/content/editing'
import { routes, type ContentPageSlug } from '../../domain/routes'
import { PAGE_EDITOR } from './text/pages'
import type { PageContent } from '../types'
import { ResourceView, useViewTitle } from '../ui'
import { pageApiPath, usePageQuery, useSavePageMutation } from './api'
import { resourceOf } from '../query/resource'
import { ContentEditor, domainValidate } from './ContentEditor'
import { MarkdownPreview } from './preview'
import { useSavedContent } from './useSavedContent'
import * as styles from '../Staff.module.css'

type PageValues = Pick<PageContent, 'title' | 'body'>

const validate = domainValidate(validatePage)
const pageValues = ({ title, body }: PageContent): PageValues => ({ title, body })

/** /gazda/page/{n}/: the n-th content page's title and markdown body (SPEC.md §2). */
export function PageEditor({ slug }: { slug: ContentPageSlug }) {
  const page = resourceOf(usePageQuery(slug))
  const [savePage] = useSavePageMutation()
  const saved = useSavedContent(page, pageApiPath(slug), pageValues)
  useViewTitle(page.status === 'ready' ? PAGE_EDITOR.heading(page.data.title) : null)
  return (
    <ResourceView resource={page} onRetry={page.reload}>
      {(content) => (
        <ContentEditor<PageValues>
          draftId={`gazda/page/${slug}`}
          {...saved(content)}
          validate={validate}
          save={({ title, body }, version) =>
            savePage({ slug, body: { title, body, version } }).unwrap()
          }
          publicPath={() => routes.page(slug)}
          preview={(values) => (
            <>
              <p className={styles.previewTitle}>{values.title}</p>
              <MarkdownPreview markdown={values.body} />
            </>
          )}
        >
          <TextField name="title" label={PAGE_EDITOR.title} required />
          <TextareaField
            name="body"
            label={PAGE_EDITOR.body}
            hint={PAGE_EDITOR.bodyHint}
            rows={18}
          />
        </ContentEditor>
      )}
    </ResourceView>
  )
}
