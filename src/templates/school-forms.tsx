import { graphql, type PageProps } from 'gatsby'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
import listsText from '../domain/i18n/compiled/lists'
import { usePolishLang } from '../i18n/usePolishLang'
import { useLanguage, useText } from '../i18n/useText'
import { frameProps, type FrameContext } from './frame'
import * as styles from './lists.module.css'

interface SchoolForm {
  title: string
  description: string | null
  file: { publicURL: string; extension: string; prettySize: string }
}

type Data = { section: SectionIntro; forms: { nodes: SchoolForm[] } }

/** /formy-szkolne/: the school's forms to download. */
export default function SchoolFormsPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const t = useText(listsText)
  const language = useLanguage()
  const polish = usePolishLang()
  return (
    <SectionLayout section={data.section} contentLanguage={language} {...frameProps(pageContext)}>
      <ul className={styles.cards}>
        {data.forms.nodes.map((form) => (
          <li key={form.title} className={styles.card}>
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
          </li>
        ))}
      </ul>
    </SectionLayout>
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
