import { graphql, type PageProps } from 'gatsby'
import { SectionHead, type SectionIntro } from '../components/SectionLayout'
import listsText from '../domain/i18n/compiled/lists'
import { usePolishLang } from '../i18n/usePolishLang'
import { useText } from '../i18n/useText'
import type { FrameContext } from './frame'
import { SectionPage } from './SectionPage'
import { CardList } from './CardList'

interface SchoolForm {
  title: string
  description: string | null
  file: { publicURL: string; extension: string; prettySize: string }
}

type Data = { section: SectionIntro; forms: { nodes: SchoolForm[] } }

/** /formy-szkolne/: the school's forms to download. */
export default function SchoolFormsPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const t = useText(listsText)
  const polish = usePolishLang()
  return (
    <SectionPage data={data} pageContext={pageContext}>
      <CardList items={data.forms.nodes} keyOf={(form) => form.title}>
        {(form) => (
          <>
            <h2 {...polish}>{form.title}</h2>
            {form.description && <p {...polish}>{form.description}</p>}
            <p>
              <a href={form.file.publicURL} download>
                {t('download')}
                <span className="visually-hidden" {...polish}>
                  {' '}
                  {form.title}
                </span>{' '}
                ({form.file.extension.toUpperCase()}, {form.file.prettySize})
              </a>
            </p>
          </>
        )}
      </CardList>
    </SectionPage>
  )
}

export const Head = SectionHead

export const query = graphql`
  query SchoolFormsPage($section: String!) {
    ...SectionOfPage
    forms: allSchoolForm {
      nodes {
        title
        description
        file {
          publicURL
          extension
          prettySize
        }
      }
    }
  }
`
