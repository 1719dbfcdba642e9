// The content editors' screens (./screens.ts): the FAQ, the content pages, news, bulletins and the
// alert.
import type { ScreenViews } from '../routes'
import { AlertEditor } from './AlertEditor'
import { BulletinEditor, BulletinList } from './BulletinEditor'
import { FaqEditor } from './FaqEditor'
import { NewsItemEditor, NewsList } from './NewsEditor'
import { PageEditor } from './PageEditor'
import type { editorScreens } from './screens'

export const editorViews: ScreenViews<typeof editorScreens> = {
  faq: () => <FaqEditor />,
  page: ({ slug }) => <PageEditor slug={slug} />,
  news: () => <NewsList />,
  newsItem: ({ id }, { savedAt, removed }) => (
    <NewsItemEditor id={id} savedAt={savedAt} removed={removed} />
  ),
  alert: () => <AlertEditor />,
  bulletins: () => <BulletinList />,
  bulletin: ({ id }, { savedAt, removed }) => (
    <BulletinEditor id={id} savedAt={savedAt} removed={removed} />
  ),
}
