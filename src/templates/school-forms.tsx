import { graphql, type PageProps } from 'gatsby'
import { SectionHead, SectionLayout, type SectionIntro } from '../components/SectionLayout'
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
  return (
    <SectionLayout section={data.section} {...frameProps(pageContext)}>
      <ul className={styles.cards}>
        {data.forms.nodes.map((form) => (
          <li key={form.title} className={styles.card}>
            <h2>{form.title}</h2>
            {form.description && <p>{form.description}</p>}
            <p>
              <a href={form.file.publicURL} download>
                Pobierz<span className="visually-hidden"> {form.title}</span> (
                {form.file.extension.toUpperCase()}, {form.file.prettySize})
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
