import type { HeadProps, PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Seo } from '../components/Seo'
import type { MenuMarks } from '../domain/menu'

interface PlaceholderContext extends MenuMarks {
  title: string
}

/** A route whose content arrives with its own issue (the staff area, #7): the frame and its title. */
export default function PlaceholderPage({ pageContext }: PageProps<object, PlaceholderContext>) {
  const { title, menu, submenu } = pageContext
  return (
    <Layout title={title} menu={menu} submenu={submenu}>
      <p>Ta strona jest w przygotowaniu. Zapraszamy wkrótce.</p>
    </Layout>
  )
}

export const Head = ({ pageContext }: HeadProps<object, PlaceholderContext>) => (
  <Seo title={pageContext.title} />
)
