import { graphql, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { frameProps, type FrameContext, type SectionIntro } from './frame'
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
    <Layout title={data.section.frontmatter.title} {...frameProps(pageContext)}>
      <Prose html={data.section.html} />
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
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => <Seo title={data.section.frontmatter.title} />

export const query = graphql`
  query SchoolFormsPage {
    section: markdownRemark(fields: { kind: { eq: "section" }, slug: { eq: "school-forms" } }) {
      ...SectionIntro
    }
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
