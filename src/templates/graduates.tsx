import { graphql, Link, type HeadProps, type PageProps } from 'gatsby'
import { Layout } from '../components/Layout'
import { Prose } from '../components/Prose'
import { Seo } from '../components/Seo'
import { formatDate } from '../domain/dates'
import { routes } from '../domain/routes'
import { frameProps, type FrameContext, type SectionIntro } from './frame'
import * as styles from './lists.module.css'

type Data = {
  section: SectionIntro
  graduates: {
    year: string
    ceremony: string | null
    graduates: string[]
    messageHtml: string | null
  }
  years: { nodes: { year: string }[] }
}

const titleOf = (data: Data) =>
  `${data.section.frontmatter.title} ${data.graduates.year.replace('-', '/')}`

/** /maturzysci/{YYYY-YY}/: a year's graduates, with links to the other years. */
export default function GraduatesPage({ data, pageContext }: PageProps<Data, FrameContext>) {
  const { year, ceremony, graduates, messageHtml } = data.graduates
  return (
    <Layout title={titleOf(data)} {...frameProps(pageContext)}>
      <Prose html={data.section.html} />
      {ceremony && (
        <p>
          Uroczystość wręczenia świadectw: <time dateTime={ceremony}>{formatDate(ceremony)}</time>
        </p>
      )}
      <ul className={styles.names}>
        {graduates.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      {messageHtml && <Prose html={messageHtml} />}
      <nav aria-label="Maturzyści innych lat" className={styles.years}>
        <h2>Inne roczniki</h2>
        <ul>
          {data.years.nodes
            .filter((other) => other.year !== year)
            .map((other) => (
              <li key={other.year}>
                <Link to={routes.graduates(other.year)}>{other.year.replace('-', '/')}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </Layout>
  )
}

export const Head = ({ data }: HeadProps<Data>) => <Seo title={titleOf(data)} />

export const query = graphql`
  query GraduatesPage($id: String!) {
    section: markdownRemark(
      fields: { kind: { eq: "section" }, slug: { eq: "graduates" }, lang: { eq: "pl" } }
    ) {
      ...SectionIntro
    }
    graduates(id: { eq: $id }) {
      year
      ceremony
      graduates
      messageHtml
    }
    years: allGraduates(sort: { year: DESC }) {
      nodes {
        year
      }
    }
  }
`
